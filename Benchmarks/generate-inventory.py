#!/usr/bin/env python3
"""Write a realistic, valid Bridgeplan inventory with N screens (for scripts/bench).

usage: generate-inventory.py N OUT.yaml

Deterministic for a given N (the random generator is seeded with N). Standard library only.

Shape of the app:
  * deployment_target "15.0", roadmap raises to "16.0" and "17.0";
  * the root is a UIKit tab bar with 5 tabs (fewer only for tiny N), each tab a navigation
    container, plus a mini player embedded in the tab bar;
  * every other navigation container is presented modally (sheet or full screen) by one
    screen of an earlier stack, so the app is a tree of navigation stacks of 10-20 screens;
  * inside a stack: the root screen, screens pushed along a push tree, screens embedded as
    child view controllers (in a view, a cell or a header), and modal screens that the
    stack's screens present (each screen presents at most one thing);
  * about 20% of the screens are SwiftUI (whole SwiftUI stacks, SwiftUI modals and children,
    and a few SwiftUI leaves pushed onto UIKit stacks, which Bridgeplan rightly warns about);
  * `needs` drawn from real catalog gates, all met by the 17.0 raise, efforts 1-8, some
    storyboard and xib sources, a few keep_uikit screens;
  * one coordinator per stack (parent = the coordinator of the presenting stack, the tab
    stacks' parent is the root AppCoordinator), weak references, removed on finish.
Every reference resolves and every pushing screen is in a navigation stack, so
`bridgeplan validate` reports no errors (warnings and infos only).
"""

import random
import sys

GATES = [
    "refreshable", "searchable", "task", "navigation-stack", "presentation-detents",
    "observable-macro", "environment-dismiss", "toolbar", "swipe-actions", "async-image",
]
# Gates for screens in general (navigation-stack goes on stack roots only).
SCREEN_GATES = [g for g in GATES if g != "navigation-stack"]
MODAL_GATES = ["environment-dismiss", "presentation-detents", "task", "toolbar"]

FEATURES = [
    "Home", "Search", "Profile", "Cart", "Orders", "Settings", "Catalog", "Wishlist",
    "Messages", "Notifications", "Checkout", "Account", "Payments", "Support", "Onboarding",
    "Rewards", "Stores", "Reviews", "Deals", "Returns", "Shipping", "Addresses", "Gifts",
    "Subscriptions", "Library", "Feed", "Events", "Tickets", "Wallet", "Help",
]
TAB_FEATURES = ["Home", "Search", "Cart", "Orders", "Profile"]
PUSH_NOUNS = ["List", "Detail", "Editor", "Filter", "Summary", "Gallery", "Map", "Form",
              "History", "Results", "Picker", "Info", "Options", "Comments", "Preview"]
MODAL_NOUNS = ["Confirmation", "Share", "Sort", "Login", "Terms", "Rating", "Scanner", "Alert"]
EMBED_NOUNS = ["Banner", "Carousel", "Header", "Badge", "Chart", "Player", "Ads"]
NOTES = [
    "ported from the 2019 rewrite",
    "owned by the growth team",
    "A/B test running until Q3",
    "uses a custom transition",
    "heavy table view with self-sizing cells",
    "deep link target: \"app://item/{id}\"",
    "analytics events: view, tap, scroll",
]


def q(text):
    """A double-quoted YAML scalar."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Screen:
    __slots__ = ("id", "framework", "push", "present", "embed", "needs", "effort",
                 "source", "keep_uikit", "reaches", "note", "kind")

    def __init__(self, sid, kind):
        self.id = sid
        self.kind = kind          # root | pushed | embedded | modal
        self.framework = "uikit"
        self.push = []
        self.present = None       # (target id, style) or None
        self.embed = []           # (target id, in, removal)
        self.needs = []
        self.effort = 1
        self.source = "code"
        self.keep_uikit = False
        self.reaches = False
        self.note = None


class Stack:
    __slots__ = ("id", "feature", "framework", "screens", "coordinator", "parent_coordinator",
                 "presented_by")

    def __init__(self, sid, feature):
        self.id = sid
        self.feature = feature
        self.framework = "uikit"
        self.screens = []
        self.coordinator = sid.replace("Nav", "") + "Coordinator"
        self.parent_coordinator = "AppCoordinator"
        self.presented_by = None


def stack_sizes(n, rng):
    if n <= 20:
        return [n]
    sizes = []
    left = n
    while left > 0:
        size = rng.randint(10, 20)
        if left - size < 10:       # no runt stack at the end
            size = left if left <= 20 else left - 10
        sizes.append(size)
        left -= size
    return sizes


def build(n):
    rng = random.Random(n)
    sizes = stack_sizes(n, rng)
    tabs = min(5, len(sizes))
    stacks = []
    counter = 0

    def new_id(feature, noun):
        nonlocal counter
        counter += 1
        return f"{feature}{noun}{counter}"

    for k, size in enumerate(sizes):
        feature = TAB_FEATURES[k] if k < tabs else rng.choice(FEATURES)
        stack = Stack(f"{feature}Nav{k + 1}", feature)
        # Tab stacks stay UIKit (the tab bar is UIKit); ~13% of the presented stacks are SwiftUI.
        if k >= tabs and rng.random() < 0.13:
            stack.framework = "swiftui"
        swiftui_stack = stack.framework == "swiftui"

        root = Screen(new_id(feature, "Root" if k >= tabs else "Main"), "root")
        stack.screens.append(root)
        pushers = [root]           # screens of the stack proper (root or pushed)
        for _ in range(size - 1):
            r = rng.random()
            if r < 0.80:
                # Pushed: parent among the last few stack screens (gives depth 3-8).
                parent = rng.choice(pushers[-4:]) if rng.random() < 0.7 else rng.choice(pushers)
                s = Screen(new_id(feature, rng.choice(PUSH_NOUNS)), "pushed")
                parent.push.append(s.id)
                pushers.append(s)
            elif r < 0.90:
                host = rng.choice(pushers)
                s = Screen(new_id(feature, rng.choice(EMBED_NOUNS)), "embedded")
                place = rng.choices(["view", "cell", "header"], [0.75, 0.15, 0.10])[0]
                removal = rng.choices(["none", "full"], [0.8, 0.2])[0]
                host.embed.append((s.id, place, removal))
            else:
                free = [p for p in pushers if p.present is None]
                if not free:
                    free_host = rng.choice(pushers)
                    s = Screen(new_id(feature, rng.choice(EMBED_NOUNS)), "embedded")
                    free_host.embed.append((s.id, "view", "none"))
                else:
                    host = rng.choice(free)
                    s = Screen(new_id(feature, rng.choice(MODAL_NOUNS)), "modal")
                    style = rng.choices(["sheet", "full-screen", "popover"], [0.65, 0.3, 0.05])[0]
                    host.present = (s.id, style)
            stack.screens.append(s)

        for s in stack.screens:
            # Framework: whole SwiftUI stacks; SwiftUI modals and children (hosting
            # controllers) are common; a few SwiftUI leaves pushed onto UIKit stacks.
            if swiftui_stack:
                s.framework = "swiftui"
            elif s.kind in ("modal", "embedded") and rng.random() < 0.55:
                s.framework = "swiftui"
            elif s.kind == "pushed" and not s.push and rng.random() < 0.02:
                s.framework = "swiftui"
            # Needs.
            pool = MODAL_GATES if s.kind == "modal" else SCREEN_GATES
            count = rng.choices([0, 1, 2, 3], [0.35, 0.35, 0.2, 0.1])[0]
            s.needs = rng.sample(pool, count)
            if s.kind == "root" and (swiftui_stack or rng.random() < 0.3):
                s.needs.insert(0, "navigation-stack")
            s.effort = rng.choices(range(1, 9), [20, 22, 18, 14, 10, 7, 5, 4])[0]
            if s.framework == "uikit":
                s.source = rng.choices(["code", "storyboard", "xib"], [0.78, 0.17, 0.05])[0]
                s.keep_uikit = rng.random() < 0.01
            s.reaches = s.framework == "swiftui" and not swiftui_stack and rng.random() < 0.03
            if rng.random() < 0.04:
                s.note = rng.choice(NOTES)
        stacks.append(stack)

    # Presented stacks: each is presented by a screen of a random earlier stack (a random
    # recursive tree: depth grows like log of the stack count), a screen presenting nothing yet.
    for k in range(tabs, len(stacks)):
        stack = stacks[k]
        while True:
            parent = stacks[rng.randrange(k)]
            free = [s for s in parent.screens if s.kind in ("root", "pushed") and s.present is None]
            if free:
                break
        host = rng.choice(free)
        host.present = (stack.id, rng.choices(["sheet", "full-screen"], [0.6, 0.4])[0])
        stack.parent_coordinator = parent.coordinator
        stack.presented_by = host.id
    return stacks, tabs, counter


def write(stacks, tabs, n, out):
    w = out.write
    w("# yaml-language-server: $schema=../bridgeplan.schema.json\n")
    w(f"# Generated by Benchmarks/generate-inventory.py {n}: {n} screens in {len(stacks)} navigation stacks.\n")
    w("version: 1\n\n")
    w("app:\n")
    w(f"  name: BenchApp{n}\n")
    w('  deployment_target: "15.0"\n')
    w("  target_roadmap:\n")
    w('    - version: "16.0"\n')
    w('      note: "after the autumn release, once iOS 15 is under 5% of sessions"\n')
    w('    - version: "17.0"\n')
    w("  root: MainTabs\n\n")
    w("policy:\n  full_rewrite_max_screens: 8\n  max_effort_per_stage: 40\n\n")

    w("containers:\n")
    w("  - id: MainTabs\n    kind: tab-bar\n    framework: uikit\n")
    w("    tabs: [" + ", ".join(s.id for s in stacks[:tabs]) + "]\n")
    w("    coordinator: AppCoordinator\n")
    if n > 20:
        w("    embed:\n      - target: MiniPlayer\n        containment: full\n        removal: none\n")
        w('    effort: 2\n    note: "UITabBarController subclass with a mini player above the tab bar"\n')
    for stack in stacks:
        w(f"  - id: {stack.id}\n    kind: navigation\n")
        if stack.framework != "uikit":
            w(f"    framework: {stack.framework}\n")
        w(f"    root: {stack.screens[0].id}\n    coordinator: {stack.coordinator}\n")

    w("\nscreens:\n")
    if n > 20:
        w("  - id: MiniPlayer\n    framework: uikit\n    effort: 3\n")
        w('    note: "child of the tab bar controller"\n')
    flip = 0
    for stack in stacks:
        presented = f", presented by {stack.presented_by}" if stack.presented_by else ", a tab"
        w(f"  # {stack.id}: {len(stack.screens)} screens{presented}\n")
        for s in stack.screens:
            w(f"  - id: {s.id}\n")
            if s.framework != "uikit" or flip % 3 == 0:
                w(f"    framework: {s.framework}\n")
            flip += 1
            if s.push:
                if len(s.push) > 2:
                    w("    push:\n" + "".join(f"      - {p}\n" for p in s.push))
                else:
                    w("    push: [" + ", ".join(s.push) + "]\n")
            if s.present:
                target, style = s.present
                if style == "sheet" and flip % 2 == 0:
                    w(f"    present: [{target}]\n")
                else:
                    w(f"    present:\n      - {{ target: {target}, style: {style} }}\n")
            if s.embed:
                w("    embed:\n")
                for target, place, removal in s.embed:
                    w(f"      - target: {target}\n        containment: full\n")
                    if removal != "none":
                        w(f"        removal: {removal}\n")
                    if place != "view":
                        w(f"        in: {place}\n")
            if s.needs:
                w("    needs: [" + ", ".join(s.needs) + "]\n")
            if s.effort != 1 or flip % 5 == 0:
                w(f"    effort: {s.effort}\n")
            if s.source != "code":
                w(f"    source: {s.source}\n")
            if s.reaches:
                w("    reaches_into_uikit: true\n")
            if s.keep_uikit:
                w("    keep_uikit: true\n")
                w('    note: "camera and AVFoundation: stays UIKit behind a representable"\n')
            elif s.note:
                w(f"    note: {q(s.note)}\n")

    w("\ncoordinators:\n")
    w("  - id: AppCoordinator\n    owns: MainTabs\n    view_controller_reference: weak\n    removed_on_finish: true\n")
    w('    note: "start() builds the tab bar from each child coordinator\'s start()"\n')
    for stack in stacks:
        w(f"  - id: {stack.coordinator}\n    parent: {stack.parent_coordinator}\n    owns: {stack.id}\n")
        w("    view_controller_reference: weak\n    removed_on_finish: true\n")


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: generate-inventory.py N OUT.yaml\n")
        return 2
    try:
        n = int(argv[1])
    except ValueError:
        n = 0
    if n < 1:
        sys.stderr.write(f"generate-inventory.py: N must be a positive integer, not '{argv[1]}'\n")
        return 2
    # N counts every screen; the mini player (N > 20) is one of them.
    stacks, tabs, count = build(n - 1 if n > 20 else n)
    with open(argv[2], "w", encoding="utf-8", newline="\n") as out:
        write(stacks, tabs, n, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
