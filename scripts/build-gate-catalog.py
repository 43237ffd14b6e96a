#!/usr/bin/env python3
"""Build Config/gates.yaml, Bridgeplan's built-in feature-gate catalog.

Inputs:
  * the reference catalog shared/reference/swiftui-availability.yaml (161 APIs with
    verified iOS versions and sources); its ids are the gate ids;
  * scripts/gate-fallback-minimums.yaml: for every reference entry with a fallback, the
    lowest iOS version at which the fallback works, with its source (the reference gives
    fallbacks as text only).
Bridgeplan's own gates (not in the reference) are defined in EXTRA_GATES below.

Usage:
  python3 scripts/build-gate-catalog.py            # (re)write Config/gates.yaml
  python3 scripts/build-gate-catalog.py --check    # exit 1 if Config/gates.yaml is stale

The output is deterministic: the same inputs always give the same bytes.
"""

import argparse
import difflib
import hashlib
import json
import os
import re
import sys
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
DEFAULT_REFERENCE = REPO.parent / "shared" / "reference" / "swiftui-availability.yaml"
DEFAULT_MINIMUMS = REPO / "scripts" / "gate-fallback-minimums.yaml"
DEFAULT_OUTPUT = REPO / "Config" / "gates.yaml"

VERSION_RE = re.compile(r"^\d+(\.\d+){0,2}$")
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
HARD_DEPRECATION_RE = re.compile(r"^(\d+(?:\.\d+){0,2}) \(hard deprecation")
SOFT_DEPRECATION_RE = re.compile(r"^soft-deprecated\b")
SWIFTUI_FLOOR = "13.0"  # SwiftUI itself needs iOS 13: no fallback can work below it.

REFERENCE_REQUIRED = ("id", "api", "kind", "tier", "introduced", "source", "confidence")
REFERENCE_OPTIONAL = ("deprecated", "replacement", "fallback", "also_see", "evidence", "notes")
TIERS = ("core", "extended")
CONFIDENCES = ("verified", "likely", "unsure")
SHIMS = (
    "navigation-stack-or-view",
    "dismiss-wrapper",
    "refresh-control",
    "sheet-detents",
    "hosting-cell",
    "uikit-app-delegate",
)
# The gate each shim belongs to; checked below.
SHIM_OWNERS = {
    "navigation-stack": "navigation-stack-or-view",
    "environment-dismiss": "dismiss-wrapper",
    "refreshable": "refresh-control",
    "presentation-detents": "sheet-detents",
    "ui-hosting-configuration": "hosting-cell",
    "app-protocol": "uikit-app-delegate",
}
MINIMUM_KEYS_REQUIRED = ("minimum", "source", "confidence")
# `text` replaces the reference's fallback wording where it suggests what cannot work
# (a UIRefreshControl on a SwiftUI ScrollView, which exposes no UIScrollView).
MINIMUM_KEYS_OPTIONAL = ("gate", "shim", "text")

# Key order of a gate and of its fallback in the output (the Swift reader's schema).
GATE_KEYS = (
    "id", "api", "kind", "tier", "introduced", "deprecated", "soft_deprecated",
    "deprecation_note", "replacement", "fallback", "source", "also_see", "confidence",
    "evidence", "notes",
)
FALLBACK_KEYS = ("text", "minimum", "gate", "shim", "source", "confidence")
VERSION_KEYS = ("introduced", "deprecated", "minimum")
# Values written as plain scalars when they are simple kebab-case words.
PLAIN_KEYS = ("id", "kind", "tier", "confidence", "gate", "shim")
YAML_RESERVED_WORDS = {"y", "n", "yes", "no", "true", "false", "on", "off", "null", "nan", "inf"}

# Corrections to a reference entry's wording, each with the Apple page it rests on: the
# entry's `api` is what messages print, so an API whose overloads differ in version says
# which one the gate is.
CORRECTIONS = {
    "tint": {
        "api": ".tint(_:) with a Color",
        "also_see": [
            "https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq (Color, iOS 15.0)",
            "https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq (ShapeStyle, iOS 16.0)",
        ],
    },
}

# Bridgeplan's own gates, appended after the reference entries.
EXTRA_GATES = [
    {
        "id": "refreshable-scroll-view",
        "api": ".refreshable on a ScrollView",
        "kind": "modifier",
        "tier": "core",
        "introduced": "16.0",
        "fallback": {
            "text": "use a List, whose .refreshable works from 15.0 (a SwiftUI ScrollView exposes "
                    "no UIScrollView to put a UIRefreshControl on)",
            "minimum": "15.0",
            "gate": "refreshable",
            "source": "catalog: refreshable introduced 15.0, which Apple documents for List "
                      "(https://developer.apple.com/documentation/swiftui/view/refreshable(action:))",
            "confidence": "verified",
        },
        "source": ".refreshable(action:) is @available(iOS 15.0) in the SDK (catalog gate "
                  "refreshable), but iOS 15 runs the action only in a List: pull-to-refresh on a "
                  "plain ScrollView arrived in iOS 16. A behaviour, not an availability "
                  "annotation; see also_see for the reports it rests on.",
        "also_see": [
            "https://developer.apple.com/tutorials/data/documentation/swiftui/view/refreshable(action:).md "
            "(iOS 15.0; documents the List pull-to-refresh gesture)",
            "https://techblog.recochoku.jp/10454 (a ScrollView's .refreshable action does not "
            "run on iOS 15.5, does on iOS 17.2; also cited by the reference entry refreshable)",
            "https://github.com/c-villain/Refreshable (README: refreshable(action:) is "
            "available from iOS 15 and only in List)",
        ],
        "confidence": "likely",
        "notes": "Bridgeplan's own gate, not in the SwiftUI availability reference the other "
                 "entries come from. Use it in `needs` for a screen "
                 "whose pull-to-refresh is on a ScrollView rather than a List.",
    },
]

HEADER = """\
# Bridgeplan built-in feature-gate catalog (generated by scripts/build-gate-catalog.py from a SwiftUI availability reference checked against the SDK interface files and Apple's documentation; each entry cites its own source; do not edit by hand)
# Regenerate with `python3 scripts/build-gate-catalog.py`; CI runs it with `--check`.
# Fallback minimums come from scripts/gate-fallback-minimums.yaml; gates whose notes say so are Bridgeplan's own.
# Fields: introduced, deprecated and fallback.minimum are iOS versions (quoted strings).
#   deprecated: a hard deprecation only (the compiler warns at deployment targets >= it).
#   soft_deprecated: true = API_TO_BE_DEPRECATED (deprecated: 100000.0) in the SDK; no warning.
#   deprecation_note: the reference's deprecation text, verbatim.
#   fallback.minimum: lowest iOS version at which the fallback works (13.0 = SwiftUI's floor);
#   fallback.gate: the catalog gate the fallback is; fallback.shim: the Bridgeplan shim implementing it.
#   source, also_see, evidence, notes, confidence: from the reference, verbatim (plus the script's CORRECTIONS).
#   confidence: verified (SDK annotation or Apple doc metadata seen) | likely | unsure.
"""


class CatalogError(Exception):
    pass


def version_key(text):
    return tuple(int(part) for part in text.split("."))


def check_version(text, where):
    if not isinstance(text, str) or not VERSION_RE.match(text):
        raise CatalogError(f"{where}: invalid version {text!r} (want a quoted string like \"16.0\")")
    return text


def check_text(value, where):
    if not isinstance(value, str) or not value.strip():
        raise CatalogError(f"{where}: want a non-empty string, got {value!r}")
    return value


def load_yaml(path, what):
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as error:
        raise CatalogError(f"cannot read {what} {path}: {error}")
    try:
        return raw, yaml.safe_load(raw.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError) as error:
        raise CatalogError(f"{what} {path} is not valid UTF-8 YAML: {error}")


def validate_reference(entries):
    if not isinstance(entries, list) or not entries:
        raise CatalogError("reference: want a non-empty list of entries")
    seen = set()
    for index, entry in enumerate(entries):
        where = f"reference entry #{index + 1}"
        if not isinstance(entry, dict):
            raise CatalogError(f"{where}: want a mapping")
        where = f"reference entry {entry.get('id', '#' + str(index + 1))!r}"
        for key in REFERENCE_REQUIRED:
            if key not in entry:
                raise CatalogError(f"{where}: missing {key!r}")
        unknown = set(entry) - set(REFERENCE_REQUIRED) - set(REFERENCE_OPTIONAL)
        if unknown:
            raise CatalogError(f"{where}: unknown keys {sorted(unknown)} (update this script)")
        if not isinstance(entry["id"], str) or not ID_RE.match(entry["id"]):
            raise CatalogError(f"{where}: id is not kebab-case")
        if entry["id"] in seen:
            raise CatalogError(f"{where}: duplicate id")
        seen.add(entry["id"])
        check_version(entry["introduced"], f"{where}.introduced")
        if entry["tier"] not in TIERS:
            raise CatalogError(f"{where}: tier {entry['tier']!r} not in {TIERS}")
        if entry["confidence"] not in CONFIDENCES:
            raise CatalogError(f"{where}: confidence {entry['confidence']!r} not in {CONFIDENCES}")
        for key in ("api", "kind", "source", "deprecated", "replacement", "fallback", "evidence", "notes"):
            if key in entry:
                check_text(entry[key], f"{where}.{key}")
        if "also_see" in entry:
            if not isinstance(entry["also_see"], list) or not entry["also_see"]:
                raise CatalogError(f"{where}.also_see: want a non-empty list")
            for item in entry["also_see"]:
                check_text(item, f"{where}.also_see")
    return {entry["id"]: entry for entry in entries}


def validate_minimums(table, reference_by_id, all_ids):
    if not isinstance(table, dict):
        raise CatalogError("fallback minimums: want a mapping of gate id -> row")
    with_fallback = [gate_id for gate_id, entry in reference_by_id.items() if "fallback" in entry]
    missing = [gate_id for gate_id in with_fallback if gate_id not in table]
    extra = sorted(set(table) - set(with_fallback))
    if missing:
        raise CatalogError(f"fallback minimums: no row for {missing}")
    if extra:
        raise CatalogError(f"fallback minimums: rows for ids without a reference fallback: {extra}")
    for gate_id, row in table.items():
        where = f"fallback minimums {gate_id!r}"
        if not isinstance(row, dict):
            raise CatalogError(f"{where}: want a mapping")
        for key in MINIMUM_KEYS_REQUIRED:
            if key not in row:
                raise CatalogError(f"{where}: missing {key!r}")
        unknown = set(row) - set(MINIMUM_KEYS_REQUIRED) - set(MINIMUM_KEYS_OPTIONAL)
        if unknown:
            raise CatalogError(f"{where}: unknown keys {sorted(unknown)}")
        validate_fallback_fields(row, gate_id, reference_by_id, all_ids, where)


def validate_fallback_fields(row, gate_id, reference_by_id, all_ids, where):
    check_version(row["minimum"], f"{where}.minimum")
    if version_key(row["minimum"]) < version_key(SWIFTUI_FLOOR):
        raise CatalogError(f"{where}: minimum {row['minimum']} is below SwiftUI's floor {SWIFTUI_FLOOR}")
    check_text(row["source"], f"{where}.source")
    if row["confidence"] not in CONFIDENCES:
        raise CatalogError(f"{where}: confidence {row['confidence']!r} not in {CONFIDENCES}")
    if "gate" in row:
        target = row["gate"]
        if target not in all_ids:
            raise CatalogError(f"{where}: gate {target!r} is not a catalog gate")
        if target == gate_id:
            raise CatalogError(f"{where}: a gate cannot be its own fallback")
        if target in reference_by_id and row["minimum"] != reference_by_id[target]["introduced"]:
            raise CatalogError(
                f"{where}: minimum {row['minimum']} differs from gate {target!r} introduced "
                f"{reference_by_id[target]['introduced']}")
    if "shim" in row:
        if row["shim"] not in SHIMS:
            raise CatalogError(f"{where}: shim {row['shim']!r} not in {SHIMS}")


def deprecation_fields(text, where):
    hard = HARD_DEPRECATION_RE.match(text)
    soft = SOFT_DEPRECATION_RE.match(text)
    if bool(hard) == bool(soft):
        raise CatalogError(f"{where}: cannot classify deprecation text {text!r} as hard or soft")
    fields = {}
    if hard:
        fields["deprecated"] = check_version(hard.group(1), f"{where}.deprecated")
    else:
        fields["soft_deprecated"] = True
    fields["deprecation_note"] = text
    return fields


def build_gates(reference, minimums):
    reference_by_id = validate_reference(reference)
    extra_ids = [gate["id"] for gate in EXTRA_GATES]
    clash = sorted(set(extra_ids) & set(reference_by_id))
    if clash:
        raise CatalogError(f"extra gates clash with reference ids: {clash}")
    all_ids = set(reference_by_id) | set(extra_ids)
    validate_minimums(minimums, reference_by_id, all_ids)

    gates = []
    for entry in reference:
        gate_id = entry["id"]
        gate = {key: entry[key] for key in ("id", "api", "kind", "tier", "introduced")}
        if "deprecated" in entry:
            gate.update(deprecation_fields(entry["deprecated"], f"reference entry {gate_id!r}"))
        if "replacement" in entry:
            gate["replacement"] = entry["replacement"]
        if "fallback" in entry:
            row = minimums[gate_id]
            fallback = {"text": entry["fallback"]}
            fallback.update({key: row[key] for key in FALLBACK_KEYS if key in row})
            gate["fallback"] = fallback
        for key in ("source", "also_see", "confidence", "evidence", "notes"):
            if key in entry:
                gate[key] = entry[key]
        for key, value in CORRECTIONS.get(gate_id, {}).items():
            gate[key] = gate.get(key, []) + value if key == "also_see" else value
        gates.append(gate)

    for extra in EXTRA_GATES:
        where = f"extra gate {extra['id']!r}"
        unknown = set(extra) - set(GATE_KEYS)
        if unknown:
            raise CatalogError(f"{where}: unknown keys {sorted(unknown)}")
        check_version(extra["introduced"], f"{where}.introduced")
        if "fallback" in extra:
            validate_fallback_fields(extra["fallback"], extra["id"], reference_by_id, all_ids, where)
        gates.append(dict(extra))

    for gate_id, shim in SHIM_OWNERS.items():
        gate = next(g for g in gates if g["id"] == gate_id)
        if gate.get("fallback", {}).get("shim") != shim:
            raise CatalogError(f"gate {gate_id!r} must carry fallback shim {shim!r}")
    return [{key: gate[key] for key in GATE_KEYS if key in gate} for gate in gates]


def quote(text):
    """A YAML double-quoted scalar (JSON string syntax is a subset of it)."""
    out = json.dumps(text, ensure_ascii=False)
    # Characters JSON leaves raw but YAML 1.1 readers treat as breaks or reject.
    for char in ["\u0085", "\u2028", "\u2029", "\ufeff"] + [chr(c) for c in range(0x7F, 0xA0)]:
        out = out.replace(char, "\\u%04x" % ord(char))
    return out


def scalar(key, value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if key in PLAIN_KEYS and ID_RE.match(value) and value not in YAML_RESERVED_WORDS:
        return value
    return quote(value)


def render_mapping(mapping, keys, indent, first_prefix):
    lines = []
    pad = " " * indent
    for position, key in enumerate(key for key in keys if key in mapping):
        prefix = first_prefix if position == 0 else pad
        value = mapping[key]
        if isinstance(value, dict):
            lines.append(f"{prefix}{key}:")
            lines.extend(render_mapping(value, FALLBACK_KEYS, indent + 2, pad + "  "))
        elif isinstance(value, list):
            lines.append(f"{prefix}{key}:")
            lines.extend(f"{pad}  - {quote(item)}" for item in value)
        else:
            lines.append(f"{prefix}{key}: {scalar(key, value)}")
    return lines


def render(gates, reference_raw):
    with_fallback = sum(1 for gate in gates if "fallback" in gate)
    lines = [HEADER.rstrip("\n")]
    lines.append(f"# Reference sha256: {hashlib.sha256(reference_raw).hexdigest()}")
    lines.append(f"# {len(gates)} gates, {with_fallback} with a fallback.")
    lines.append("version: 1")
    lines.append("gates:")
    for gate in gates:
        lines.extend(render_mapping(gate, GATE_KEYS, 4, "  - "))
    text = "\n".join(lines) + "\n"
    # The emitter is hand-written: make sure it reads back as exactly what was meant.
    if yaml.safe_load(text) != {"version": 1, "gates": gates}:
        raise CatalogError("internal error: rendered YAML does not read back as the catalog")
    return text


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the output file differs from what would be written")
    parser.add_argument("--reference", type=Path,
                        default=Path(os.environ.get("BRIDGEPLAN_REFERENCE", DEFAULT_REFERENCE)),
                        help="reference catalog (default: ../shared/reference/swiftui-availability.yaml "
                             "next to the repository, or $BRIDGEPLAN_REFERENCE)")
    parser.add_argument("--minimums", type=Path, default=DEFAULT_MINIMUMS,
                        help="fallback minimum table (default: scripts/gate-fallback-minimums.yaml)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="catalog to write or check (default: Config/gates.yaml)")
    args = parser.parse_args(argv)

    try:
        reference_raw, reference = load_yaml(args.reference, "reference")
        _, minimums = load_yaml(args.minimums, "fallback minimums")
        text = render(build_gates(reference, minimums), reference_raw)
    except CatalogError as error:
        print(f"build-gate-catalog: error: {error}", file=sys.stderr)
        return 2

    data = text.encode("utf-8")
    if args.check:
        try:
            current = args.output.read_bytes()
        except OSError:
            current = None
        if current == data:
            print(f"build-gate-catalog: {args.output} is up to date")
            return 0
        if current is None:
            print(f"build-gate-catalog: {args.output} is missing; run scripts/build-gate-catalog.py",
                  file=sys.stderr)
        else:
            diff = difflib.unified_diff(
                current.decode("utf-8", "replace").splitlines(), text.splitlines(),
                fromfile=f"{args.output} (committed)", tofile=f"{args.output} (generated)", lineterm="")
            shown = list(diff)
            print(f"build-gate-catalog: {args.output} is out of date; run scripts/build-gate-catalog.py "
                  f"and commit the result", file=sys.stderr)
            print("\n".join(shown[:60]) + ("\n..." if len(shown) > 60 else ""), file=sys.stderr)
        return 1

    args.output.parent.mkdir(parents=True, exist_ok=True)
    with open(args.output, "wb") as handle:
        handle.write(data)
    print(f"build-gate-catalog: wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
