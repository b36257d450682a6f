#!/usr/bin/env python3
"""Writes a realistic layout document (FORMAT.md) of exactly N views to standard output.

    Benchmarks/make-document.py 5000 > /tmp/bench-5000.json
    Benchmarks/make-document.py 5000 --text > /tmp/bench-5000-text.json
    stacklayout solve /tmp/bench-5000.json --format json --output /dev/null --timings

With `--text`, the same screen is built of real content types: every label is a `"label"` with
a text of about the width the plain document types in (17 pt, 15 pt subtitles, 22 pt bold
headers), the card bodies are labels that wrap (`"numberOfLines": 0`) at the width their card
gives them, icons and images are `"image"` views with an `imageSize`. The views, ids and
constraints are the same; only the sizes come from text measurement.

The screen is a long settings-and-feed page on an iPhone 14: a vertical scroll view whose
content is a vertical stack of sections. Each section is a vertical stack with a header label
and a mix of rows, in a fixed rotation:

- list rows: a horizontal stack (icon, a vertical stack of title and subtitle, chevron), the
  way a table cell is built with stack views; intrinsic sizes as labels and images have;
- cards: a plain view laid out with Visual Format Language and string constraints (an image
  on the left, a title and a body text beside it), with a minimum height;
- carousels: a horizontal scroll view holding a horizontal stack of tiles, pinned to the
  content guide, as the paging strips of a store page.

The output is deterministic (no randomness) and solves without conflicts or ambiguity.

Views that use their layout margins set `insetsLayoutMarginsFromSafeArea` to false, as a
screen built for a fixed inset would. (Early versions of the library counted content below the
fold as unsafe area and grew those margins pass after pass; since the fix, an edge beyond the
screen has no safe-area inset, and the setting only keeps the document as it was measured.)
"""
import json
import sys


TEXT = False  # --text: labels and images as content types
WORDS = ("settings account privacy storage network display sound battery general notifications "
         "wallpaper camera photos music messages calendar reminders weather maps wallet health "
         "fitness books podcasts keyboard language region").split()


def words(width, seed, points=17):
    """A deterministic text about `width` points wide in the system font at `points`."""
    chars = max(1, round(width / (points * 0.5)))
    out, k = [], seed
    while sum(len(w) + 1 for w in out) < chars:
        out.append(WORDS[k % len(WORDS)])
        k = k * 7 + 3
    text = " ".join(out)
    return text[0].upper() + text[1:]


def label(view_id, width, height=21, **extra):
    if TEXT:
        seed = sum(ord(c) for c in view_id)
        if height == 54:  # a card's body: wraps at the card's width
            return dict({"id": view_id, "type": "label", "text": words(width, seed, 15),
                         "font": {"textStyle": "subheadline"}, "numberOfLines": 0}, **extra)
        font = {"size": 22, "weight": "bold"} if height == 28 else {"size": 15} if height == 16 else {"size": 17}
        return dict({"id": view_id, "type": "label", "text": words(width, seed, font["size"]), "font": font}, **extra)
    return dict({"id": view_id, "intrinsicSize": {"width": width, "height": height},
                 "baseline": {"first": round(height * 0.8), "last": round(height * 0.8)}}, **extra)


def image(view_id, width, height, **extra):
    if TEXT:
        return dict({"id": view_id, "type": "image", "imageSize": {"width": width, "height": height}}, **extra)
    return dict({"id": view_id, "intrinsicSize": {"width": width, "height": height}}, **extra)


class Builder:
    def __init__(self, budget):
        self.budget = budget  # views still to place
        self.count = 0        # units made, for ids

    def take(self, n):
        self.budget -= n

    def list_row(self):
        n = self.count
        self.take(6)
        return {"id": f"row{n}", "type": "stack", "axis": "horizontal", "alignment": "center", "spacing": 12,
                "layoutMarginsRelativeArrangement": True, "insetsLayoutMarginsFromSafeArea": False,
                "layoutMargins": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16},
                "arrangedSubviews": [
                    image(f"icon{n}", 29, 29, hugging={"horizontal": 251, "vertical": 251}),
                    {"id": f"text{n}", "type": "stack", "axis": "vertical", "spacing": 2,
                     "arrangedSubviews": [label(f"title{n}", 60 + (n * 37) % 180),
                                          label(f"subtitle{n}", 40 + (n * 53) % 220, 16,
                                                compressionResistance={"horizontal": 749, "vertical": 750})]},
                    image(f"chevron{n}", 8, 13, hugging={"horizontal": 251, "vertical": 251}),
                ]}

    def card(self):
        n = self.count
        self.take(4)
        card, picture, title, body = f"card{n}", f"cardImage{n}", f"cardTitle{n}", f"cardBody{n}"
        return {"id": card, "insetsLayoutMarginsFromSafeArea": False,
                "subviews": [image(picture, 60, 60),
                             label(title, 120 + (n * 29) % 200),
                             label(body, 200 + (n * 71) % 400, 54,
                                   compressionResistance={"horizontal": 749, "vertical": 751})],
                "constraints": [
                    {"vfl": f"H:|-[{picture}(60)]-12-[{title}]-|"},
                    {"vfl": f"V:|-[{picture}(60)]-(>=8)-|"},
                    f"{title}.top == {picture}.top",
                    f"{body}.leading == {title}.leading",
                    f"{body}.trailing == {title}.trailing",
                    f"{body}.top == {title}.bottom + 4",
                    f"{body}.bottom <= {card}.bottomMargin",
                    {"first": f"{card}.height", "relation": ">=", "constant": 76, "priority": 999},
                    f"{card}.height == 76 @low",
                ]}

    def carousel(self, tiles):
        n = self.count
        self.take(2 + tiles)
        scroll, strip = f"carousel{n}", f"strip{n}"
        return {"id": scroll, "type": "scroll",
                "subviews": [{"id": strip, "type": "stack", "axis": "horizontal", "spacing": 10,
                              "layoutMarginsRelativeArrangement": True, "insetsLayoutMarginsFromSafeArea": False,
                              "layoutMargins": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16},
                              "arrangedSubviews": [{"id": f"tile{n}_{k}", "intrinsicSize": {"width": 120, "height": 80}}
                                                   for k in range(tiles)]}],
                "constraints": [f"{strip}.leading == {scroll}.content.leading",
                                f"{strip}.trailing == {scroll}.content.trailing",
                                f"{strip}.top == {scroll}.content.top",
                                f"{strip}.bottom == {scroll}.content.bottom",
                                f"{strip}.height == {scroll}.frame.height",
                                f"{scroll}.height == 96"]}

    def section(self, index):
        self.take(2)
        rows = []
        for position in range(12):
            if self.budget <= 0:
                break
            self.count += 1
            kind = (index + position) % 6
            if kind == 5 and self.budget >= 8:
                rows.append(self.carousel(min(10, self.budget - 2)))
            elif kind in (2, 4) and self.budget >= 4:
                rows.append(self.card())
            elif self.budget >= 6:
                rows.append(self.list_row())
            else:  # fill the last few views exactly with labels
                rows.append(label(f"filler{self.count}", 100))
                self.take(1)
        return {"id": f"section{index}", "type": "stack", "axis": "vertical", "spacing": 8,
                "arrangedSubviews": [label(f"header{index}", 80 + (index * 41) % 160, 28)] + rows}


def document(views):
    if views < 6:
        sys.exit("make-document.py: N must be at least 6")
    builder = Builder(views - 3)  # root, scroll, content
    sections = []
    while builder.budget > 0:
        if builder.budget < 3:  # a section needs a header and one row
            sections[-1]["arrangedSubviews"] += [label(f"filler{builder.count}_{k}", 100) for k in range(builder.budget)]
            builder.budget = 0
            break
        sections.append(builder.section(len(sections)))
    return {
        "format": 1,
        "device": "iphone-14",
        "root": {
            "id": "root",
            "subviews": [{
                "id": "scroll", "type": "scroll",
                "subviews": [{"id": "content", "type": "stack", "axis": "vertical", "spacing": 24,
                              "arrangedSubviews": sections}],
            }],
            "constraints": [
                {"vfl": "H:|[scroll]|"},
                {"vfl": "V:|[scroll]|"},
                "content.leading == scroll.content.leading",
                "content.trailing == scroll.content.trailing",
                "content.top == scroll.content.top + 16",
                "content.bottom == scroll.content.bottom - 16",
                "content.width == scroll.frame.width",
            ],
        },
    }


def count_views(view):
    return 1 + sum(count_views(child) for key in ("subviews", "arrangedSubviews") for child in view.get(key, []))


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if "--text" in arguments:
        arguments.remove("--text")
        TEXT = True
    if len(arguments) != 1 or not arguments[0].isdigit():
        sys.exit("usage: make-document.py N [--text]")
    n = int(arguments[0])
    doc = document(n)
    assert count_views(doc["root"]) == n, (count_views(doc["root"]), n)
    json.dump(doc, sys.stdout, indent=1)
    sys.stdout.write("\n")
