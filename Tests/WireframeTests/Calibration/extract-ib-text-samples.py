#!/usr/bin/env python3
"""Extracts text-measurement samples from Interface Builder documents.

Every label, button and text field of the documents is listed with its text, its font, the
device scale of its document and the frame Xcode stored for it. An axis of a view is a sample
when nothing but the view's content decides its size on that axis: no width or height
constraint of its own, no equal constraints on both sides, no stack view stretching it, no
autoresizing frame, no custom class, no image. A label that wraps is a height sample at the
width Xcode gave it. Every other axis names the reason it is not a sample.

Usage: extract-ib-text-samples.py CORPUS_DIR > ib-text-samples.json
CORPUS_DIR holds the documents and a MANIFEST.json naming, for each file, the repository,
path and commit it was taken from.
"""
import glob
import json
import os
import sys
import xml.etree.ElementTree as ElementTree

SCALES = {
    "retina4_0": 2, "retina4_7": 2, "retina6_1": 2, "retina5_5": 3, "retina6_5": 3,
    "retina6_12": 3, "ipad9_7": 2, "ipad12_9rounded": 2,
}
TEXT_STYLES = {
    "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1",
    "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
    "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body",
    "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleSubhead": "subheadline",
    "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
    "UICTFontTextStyleCaption2": "caption2",
}
TEXT_STYLE_SIZES = {
    "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
    "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
}
DEFAULT_FONTS = {"label": 17, "button": 15, "textField": 14}
CONTENT_KINDS = {"label", "button", "textField", "imageView", "switch", "segmentedControl", "slider"}
HORIZONTAL_EDGES = {"leading", "trailing", "left", "right"}
VERTICAL_EDGES = {"top", "bottom", "firstBaseline", "baseline", "lastBaseline"}


def font_of(element):
    description = element.find("fontDescription")
    if description is None:
        return {"system": {"size": DEFAULT_FONTS[element.tag], "weight": "regular"}}
    attributes = description.attrib
    if "style" in attributes:
        return {"textStyle": TEXT_STYLES[attributes["style"]]}
    size = float(attributes["pointSize"])
    if attributes.get("type") == "system":
        return {"system": {"size": size, "weight": attributes.get("weight", "regular")}}
    if attributes.get("type") == "boldSystem":
        return {"system": {"size": size, "weight": "bold"}}
    return {"name": attributes["name"], "family": attributes.get("family"), "size": size}


def text_of(element):
    if element.tag == "label":
        if "text" in element.attrib:
            return element.attrib["text"]
        string = element.find("string[@key='text']")
        return None if string is None else (string.text or "")
    if element.tag == "button":
        state = element.find("state[@key='normal']")
        if state is None:
            return ""
        if "title" in state.attrib:
            return state.attrib["title"]
        string = state.find("string[@key='title']")
        return "" if string is None else (string.text or "")
    return element.attrib.get("text") or element.attrib.get("placeholder") or ""


def default_hugging(element):
    if element.tag in ("label", "imageView"):
        return 251
    return 750 if element.tag == "switch" else 250


def hugging(element, axis):
    key = "horizontalHuggingPriority" if axis == "horizontal" else "verticalHuggingPriority"
    return float(element.attrib.get(key, default_hugging(element)))


def reasons_for(element, constraints, parent):
    """The reasons the width and the height of `element` are not its content's size."""
    identifier = element.attrib["id"]
    width, height = [], []
    both = lambda reason: (width.append(reason), height.append(reason))
    if "customClass" in element.attrib:
        both("custom class")
    if element.attrib.get("misplaced") == "YES":
        both("misplaced in Xcode")
    if element.find("buttonConfiguration") is not None:
        both("button configuration")
    state = element.find("state[@key='normal']")
    if state is not None and ("image" in state.attrib or state.find("imageReference") is not None):
        both("button image")
    if element.find("inset[@key='titleEdgeInsets']") is not None:
        both("title edge insets")
    lines = int(element.attrib.get("numberOfLines", "1"))
    content_view = parent.get(parent.get(element))
    if element.attrib.get("translatesAutoresizingMaskIntoConstraints") != "NO":
        in_cell = content_view is not None and content_view.tag == "tableViewCellContentView"
        style = parent[content_view].attrib.get("style") if in_cell else None
        if style not in ("IBUITableViewCellStyleSubtitle", "IBUITableViewCellStyleValue1"):
            both("autoresizing frame")
    pinned = {"horizontal": set(), "vertical": set()}
    for constraint in constraints:
        if identifier not in (constraint["firstItem"], constraint.get("secondItem")):
            continue
        first = constraint["firstItem"] == identifier
        attribute = constraint["firstAttribute"] if first else constraint.get("secondAttribute")
        relation = constraint.get("relation", "equal")
        priority = float(constraint.get("priority", 1000))
        other = constraint.get("secondItem") if first else constraint["firstItem"]
        if attribute in ("width", "height"):
            reasons = width if attribute == "width" else height
            axis = "horizontal" if attribute == "width" else "vertical"
            if other is not None and other != identifier:
                reasons.append(f"{attribute} related to another view")
            elif other == identifier:
                both("aspect ratio")
            elif relation == "equal" and priority > hugging(element, axis):
                reasons.append(f"{attribute} constant")
            continue
        edge = (attribute or "").replace("Margin", "")
        axis = "horizontal" if edge in HORIZONTAL_EDGES else "vertical" if edge in VERTICAL_EDGES else None
        if axis and relation == "equal" and priority > hugging(element, axis):
            pinned[axis].add(edge)
    if pinned["horizontal"] & {"leading", "left"} and pinned["horizontal"] & {"trailing", "right"}:
        width.append("pinned on both sides")
    if pinned["vertical"] & {"top", "firstBaseline"} and pinned["vertical"] & {"bottom", "baseline", "lastBaseline"}:
        height.append("pinned at top and bottom")
    stack = content_view
    if stack is not None and stack.tag == "stackView":
        axis = stack.attrib.get("axis", "horizontal")
        along, across = (width, height) if axis == "horizontal" else (height, width)
        distribution = stack.attrib.get("distribution", "fill")
        if distribution in ("fillEqually", "fillProportionally"):
            along.append(f"stack view {distribution}")
        elif distribution == "fill":
            # A sibling with content of its own and a lower hugging priority stretches first;
            # a plain view or a stack view has no content size to hold it back.
            siblings = [view for view in stack.find("subviews")
                        if view is not element and view.attrib.get("hidden") != "YES" and view.tag in CONTENT_KINDS]
            if not any(hugging(view, axis) < hugging(element, axis) for view in siblings):
                along.append("stack view fill may stretch it")
        if stack.attrib.get("alignment", "fill") == "fill":
            across.append("stack view alignment fill")
    if lines != 1 and float(element.find("rect[@key='frame']").attrib["height"]) > 1.5 * point_size(element):
        width.append("wraps to several lines")
    return width, height


def point_size(element):
    """The font's size, for telling one line from several (a line is 1.2 to 1.3 times it)."""
    font = font_of(element)
    if "textStyle" in font:
        return TEXT_STYLE_SIZES[font["textStyle"]]
    return font.get("system", font).get("size")


def samples_of(path, manifest):
    name = os.path.basename(path)
    root = ElementTree.parse(path).getroot()
    device = root.find("device")
    device_id = device.attrib["id"] if device is not None else "retina4_7"
    parent = {child: element for element in root.iter() for child in element}
    constraints = []
    for group in root.iter("constraints"):
        holder = parent[group].attrib.get("id")
        for constraint in group.findall("constraint"):
            attributes = dict(constraint.attrib)
            attributes.setdefault("firstItem", holder)
            constraints.append(attributes)
    source = manifest.get(name, {})
    for element in root.iter():
        if element.tag not in ("label", "button", "textField"):
            continue
        frame = element.find("rect[@key='frame']")
        text = text_of(element)
        if frame is None or not text or element.attrib.get("hidden") == "YES":
            continue
        width_reasons, height_reasons = reasons_for(element, constraints, parent)
        lines = int(element.attrib.get("numberOfLines", "1"))
        insets = element.find("inset[@key='contentEdgeInsets']")
        sample = {
            "document": name,
            "repository": source.get("repo"),
            "path": source.get("path"),
            "commit": source.get("commit"),
            "toolsVersion": root.attrib.get("toolsVersion"),
            "object": element.attrib["id"],
            "kind": element.tag,
            "device": device_id,
            "scale": SCALES[device_id],
            "text": text,
            "font": font_of(element),
            "numberOfLines": lines,
            "lineBreakMode": element.attrib.get("lineBreakMode"),
            "frame": [float(frame.attrib["width"]), float(frame.attrib["height"])],
        }
        if insets is not None:
            sample["contentEdgeInsets"] = [float(insets.attrib[key]) for key in ("minY", "minX", "maxY", "maxX")]
        sample["width"] = "intrinsic" if not width_reasons else "; ".join(width_reasons)
        if height_reasons:
            sample["height"] = "; ".join(height_reasons)
        else:
            sample["height"] = "intrinsic" if lines == 1 else "wrapped at the frame's width"
        yield sample


def main():
    corpus = sys.argv[1]
    manifest = {entry["file"]: entry for entry in json.load(open(os.path.join(corpus, "MANIFEST.json")))["files"]}
    paths = sorted(glob.glob(os.path.join(corpus, "*.storyboard")) + glob.glob(os.path.join(corpus, "*.xib")))
    samples = [sample for path in paths for sample in samples_of(path, manifest)]
    # One sample a line, so that a change to the set reads as a diff of samples.
    lines = [json.dumps(sample, ensure_ascii=False) for sample in samples]
    sys.stdout.write("[\n" + ",\n".join(lines) + "\n]\n")


if __name__ == "__main__":
    main()
