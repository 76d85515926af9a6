#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks adjutant-cli's published JSON contract (docs/schema/, issue 17).

1. docs/schema/ is what `adjutant-cli schema` generates from the action declarations now
   (a declaration changed without regenerating is an error naming the file).
2. Every schema is a valid draft 2020-12 schema.
3. Every JSON the command-line tests captured (tests/support/clijson.h) validates against its
   command's output schema, and every resolution's inputs against the action's input schema.
4. Every command's output schema was exercised by at least one captured output.

Uses Debian's python3-jsonschema (a maintained validator), nothing else.
"""
import argparse
import filecmp
import json
import os
import subprocess
import sys
import tempfile

from jsonschema import Draft202012Validator


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def schema_files(root):
    out = []
    for base, _, files in os.walk(root):
        out += [os.path.relpath(os.path.join(base, f), root) for f in files if f.endswith(".json")]
    return sorted(out)


def check_current(cli, schemas, errors):
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, LANGUAGE="en", LC_ALL="C.UTF-8", ADJUTANT_LANGUAGE="en")
        run = subprocess.run([cli, "schema", "--out", tmp], env=env, capture_output=True, text=True)
        if run.returncode != 0:
            errors.append(f"adjutant-cli schema failed: {run.stderr.strip()}")
            return
        fresh, published = schema_files(tmp), schema_files(schemas)
        for name in sorted(set(fresh) - set(published)):
            errors.append(f"docs/schema/{name} is missing")
        for name in sorted(set(published) - set(fresh)):
            errors.append(f"docs/schema/{name} is no longer generated")
        for name in sorted(set(fresh) & set(published)):
            if not filecmp.cmp(os.path.join(tmp, name), os.path.join(schemas, name), shallow=False):
                errors.append(f"docs/schema/{name} differs from what the declarations generate")
    if errors:
        errors.append("regenerate: adjutant-cli schema --out docs/schema (and note it in docs/schema/CHANGELOG.md)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--schemas", required=True)
    ap.add_argument("--outputs", required=True)
    ap.add_argument("--cli")
    args = ap.parse_args()
    errors = []
    if args.cli:
        check_current(args.cli, args.schemas, errors)

    validators = {}
    for name in schema_files(args.schemas):
        schema = load(os.path.join(args.schemas, name))
        try:
            Draft202012Validator.check_schema(schema)
        except Exception as e:  # a broken schema is reported, not raised
            errors.append(f"{name}: not a valid draft 2020-12 schema: {e}")
            continue
        validators[name] = Draft202012Validator(schema)

    seen = set()
    captured = sorted(os.listdir(args.outputs)) if os.path.isdir(args.outputs) else []
    for file in captured:
        record = load(os.path.join(args.outputs, file))
        command, output = record["args"][0], record["output"]
        key = f"output/{command}.json"
        if key not in validators:
            errors.append(f"{file}: no schema for the command '{command}' ({' '.join(record['args'])})")
            continue
        seen.add(key)
        for e in validators[key].iter_errors(output):
            path = "/".join(str(p) for p in e.absolute_path)
            errors.append(f"{file}: {' '.join(record['args'][:6])}: at '{path}': {e.message[:300]}")
        res = output.get("resolution") if isinstance(output, dict) else None
        if isinstance(res, dict) and res.get("ok"):
            ikey = f"input/{res['ruleset']}/{res['action']}.json"
            if ikey not in validators:
                errors.append(f"{file}: no input schema {ikey}")
            else:
                for e in validators[ikey].iter_errors(res["inputs"]):
                    errors.append(f"{file}: inputs of {res['ruleset']} {res['action']}: {e.message[:300]}")
    if len(captured) < 50:
        errors.append(f"only {len(captured)} JSON outputs were captured: did the command-line tests run?")
    for key in sorted(k for k in validators if k.startswith("output/") and k not in seen):
        errors.append(f"{key}: no test printed this command's JSON")
    for e in errors:
        print(e)
    print(f"{len(captured)} outputs checked against {len(validators)} schemas: "
          f"{'FAILED' if errors else 'ok'} ({len(errors)} problems)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
