#!/usr/bin/env python3
"""Another engine's answer, for the layouter's tests: Pango (HarfBuzz, FriBidi, libthai and its
own UAX #14, Debian's gir1.2-pango-1.0 through python3-gi) lays out text with the same font files
and sizes, and this prints where its lines start and the order of their direction runs.

`pango_lines.py strings LOCALE COUNT [DOMAIN]` prints COUNT real UI strings (JSON) of DOMAIN's
translation for LOCALE (`/usr/share/locale/LOCALE/LC_MESSAGES/DOMAIN.mo`, gtk30 unless named, read
with Python's gettext): one line each, no format specifiers, mnemonics or markup, spread evenly
over the catalogue.

`pango_lines.py layout` reads {"size": px, "families": {language: [family, ...]}, "cases":
[{"language", "text", "width"}]} on stdin and prints, for each case, {"lines": [{"start": byte,
"runs": [{"start": byte, "end": byte, "rtl": bool}, ...]}]}: byte offsets into the text's UTF-8,
runs in visual order. Pango is told not to draw hyphens at breaks inside words, as UIKit does not.
"""
import gettext
import json
import sys

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoFT2", "1.0")
from gi.repository import Pango, PangoFT2  # noqa: E402


def strings(locale, count, domain="gtk30"):
    path = f"/usr/share/locale/{locale}/LC_MESSAGES/{domain}.mo"
    with open(path, "rb") as file:
        catalog = gettext.GNUTranslations(file)._catalog
    chosen = []
    for key in sorted(k for k in catalog if isinstance(k, str) and k):
        text = catalog[key]
        if not isinstance(text, str) or not 8 <= len(text) <= 100 or text == key.split("\x04")[-1]:
            continue
        if any(mark in text for mark in ("%", "_", "<", ">", "&", "\n", "\t", "\\", "{", "$")):
            continue
        if text not in chosen:
            chosen.append(text)
    step = max(1, len(chosen) // count)
    return chosen[::step][:count]


def layout(request):
    fontmap = PangoFT2.FontMap.new()
    fontmap.set_resolution(72, 72)
    results = []
    for case in request["cases"]:
        context = fontmap.create_context()
        context.set_round_glyph_positions(False)
        context.set_language(Pango.Language.from_string(case["language"]))
        families = request["families"].get(case["language"], request["families"][""])
        description = Pango.FontDescription.from_string(", ".join(families))
        description.set_absolute_size(request["size"] * Pango.SCALE)
        text_layout = Pango.Layout.new(context)
        text_layout.set_font_description(description)
        text_layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        text_layout.set_width(int(case["width"] * Pango.SCALE))
        text_layout.set_text(case["text"], -1)
        # Pango draws a hyphen where it breaks inside a word; UIKit does not (unless told to
        # hyphenate), and neither does the layouter.
        attributes = Pango.AttrList()
        attributes.insert(Pango.attr_insert_hyphens_new(False))
        text_layout.set_attributes(attributes)
        lines = []
        iterator = text_layout.get_iter()
        while True:
            line = iterator.get_line_readonly()
            runs = []
            while True:
                run = iterator.get_run_readonly()
                if run is None:
                    break
                item = run.item
                runs.append({"start": item.offset, "end": item.offset + item.length, "rtl": item.analysis.level % 2 == 1})
                if not iterator.next_run():
                    break
            lines.append({"start": line.start_index, "runs": runs})
            if not iterator.next_line():
                break
        results.append({"lines": lines})
    return results


if __name__ == "__main__":
    if sys.argv[1] == "strings":
        print(json.dumps(strings(sys.argv[2], int(sys.argv[3]), *sys.argv[4:5]), ensure_ascii=False))
    else:
        print(json.dumps(layout(json.load(sys.stdin))))
