import { test } from '@japa/runner'
import { neutralizePastedHtml } from '../../shared/index.js'

test.group('Pasted HTML (issue 9 §2 XSS gate)', () => {
  test('SVG and MathML tags become unknown elements, whatever their case or what follows the name', ({ assert }) => {
    assert.equal(neutralizePastedHtml('<svg/onload=alert(1)>'), '<x-svg/onload=alert(1)>')
    assert.equal(neutralizePastedHtml('<SVG\tONLOAD=x><animate onbegin=x></SVG>'), '<x-SVG\tONLOAD=x><animate onbegin=x></x-SVG>')
    assert.equal(neutralizePastedHtml('<math><mi>x</mi></math>'), '<x-math><mi>x</mi></x-math>')
    assert.equal(neutralizePastedHtml('a<svg'), 'a<x-svg')
  })

  test('everything else is left as pasted (text, other tags, look-alike names)', ({ assert }) => {
    const html = '<p>I <b>love</b> svg and <svgx> and <mathematics> and 1 < svg</p>'
    assert.equal(neutralizePastedHtml(html), html)
  })
})
