#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 with a `test` database, for the
# PostgreSQL run of the test suite. Starts the local cluster, installing it from Debian if absent.
set -euo pipefail

HOST=127.0.0.1
PORT=5432

ready() { pg_isready -q -h "$HOST" -p "$PORT" 2>/dev/null; }

if ! command -v pg_isready >/dev/null 2>&1 || ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
  echo "ensure-postgres: installing PostgreSQL from Debian packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql postgresql-contrib >/dev/null
fi

if ! ready; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  echo "ensure-postgres: starting cluster $version/main"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do ready && break; sleep 1; done
fi
ready || { echo "ensure-postgres: PostgreSQL does not answer on $HOST:$PORT" >&2; exit 1; }

# Local trust authentication is how these machines are set up; the test database may be missing.
if ! psql -h "$HOST" -p "$PORT" -U postgres -d test -Atqc 'SELECT 1' >/dev/null 2>&1; then
  psql -h "$HOST" -p "$PORT" -U postgres -d postgres -qc 'CREATE DATABASE test' >/dev/null
fi
echo "ensure-postgres: PostgreSQL ready on $HOST:$PORT"
