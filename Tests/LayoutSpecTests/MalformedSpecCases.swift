import Testing

/// The malformed specs of ``MalformedSpecTests``: one per way a spec can be wrong, each with
/// the error it must raise, exactly: the position (from the parser's marks, or inside a
/// constraint string), the key path and the message.
struct MalformedSpec: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let line: Int
    let column: Int
    let keyPath: String
    let message: String

    var testDescription: String { name }
}

extension MalformedSpec {
    static let all: [MalformedSpec] = [
        // MARK: The document
        MalformedSpec(name: "syntax error", text: "plumb: 1\nroot: {id: a\n", line: 3, column: 1, keyPath: "",
                      message: "did not find expected ',' or '}' (while parsing a flow mapping at line 2, column 7)"),
        MalformedSpec(name: "empty document", text: "# nothing\n", line: 1, column: 1, keyPath: "",
                      message: "the document is empty; a spec needs at least plumb: 1 and a root view"),
        MalformedSpec(name: "list at the top", text: "- plumb: 1\n", line: 1, column: 1, keyPath: "",
                      message: "expected a spec: a mapping with plumb: 1 and a root view, found a list"),
        MalformedSpec(name: "missing version", text: "root: {id: a}\n", line: 1, column: 1, keyPath: "",
                      message: "a spec needs 'plumb'"),
        MalformedSpec(name: "future version", text: "plumb: 2\nroot: {id: a}\n", line: 1, column: 8, keyPath: "plumb",
                      message: "this Plumb reads format version 1, found 2"),
        MalformedSpec(name: "unknown top-level key", text: "plumb: 1\ntittle: Map\nroot: {id: a}\n", line: 2, column: 1, keyPath: "tittle",
                      message: "unknown key 'tittle' in the spec; did you mean 'title'?"),
        MalformedSpec(name: "duplicate key", text: "plumb: 1\nroot: {id: a}\nroot: {id: b}\n", line: 2, column: 1, keyPath: "",
                      message: "the key 'root' appears more than once in a mapping (the first is here)"),
        MalformedSpec(name: "alias to an enclosing value", text: "plumb: 1\nroot: &r\n  id: a\n  views: [*r]\n", line: 4, column: 11, keyPath: "",
                      message: "found an alias to an anchor not defined before it (an alias cannot refer to a value that encloses it, so a view cannot contain itself)"),
        MalformedSpec(name: "nesting too deep", text: "plumb: 1\nroot: {id: a, views: " + String(repeating: "[", count: 250) + "]\n", line: 2, column: 220, keyPath: "",
                      message: "the document nests deeper than 200 levels"),
        MalformedSpec(name: "more than 100 000 views", text: manyViews(100_000), line: 100004, column: 7, keyPath: "root.views[99999]",
                      message: "a spec holds at most 100000 views and guides; this is view 100001"),
        MalformedSpec(name: "aliases beyond the value budget", text: aliasBomb, line: 4, column: 12625, keyPath: "root.views[99].constraints[900]",
                      message: "aliases repeat more than 100000 values; the document would take too long to read"),
        MalformedSpec(name: "JSON without its closing brace", text: "{\"plumb\": 1, \"root\": {\"id\": \"a\"}", line: 2, column: 1, keyPath: "",
                      message: "did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 1)"),
        MalformedSpec(name: "JSON string for a number", text: "{\"plumb\": 1, \"root\": {\"id\": \"a\", \"alpha\": \"0.5\"}}", line: 1, column: 43, keyPath: "root.alpha",
                      message: "expected an alpha, found the string '0.5'; write numbers without quotes"),
        MalformedSpec(name: "JSON NaN", text: "{\"plumb\": 1, \"root\": {\"id\": \"a\", \"alpha\": NaN}}", line: 1, column: 43, keyPath: "root.alpha",
                      message: "expected an alpha, found 'NaN', which is not a finite number"),
        MalformedSpec(name: "JSON constraint error inside the string", text: "{\"plumb\": 1,\n \"root\": {\"id\": \"a\", \"constraints\": [\"a.width == a.hieght\"]}}", line: 2, column: 52, keyPath: "root.constraints[0]",
                      message: "unknown attribute 'hieght'; did you mean 'height'?"),
        MalformedSpec(name: "missing root", text: "plumb: 1\ndevice: iphone-8\n", line: 1, column: 1, keyPath: "",
                      message: "a spec needs 'root'"),
        // MARK: The screen
        MalformedSpec(name: "unknown device", text: "plumb: 1\ndevice: iphone8\nroot: {id: a}\n", line: 2, column: 9, keyPath: "device",
                      message: "unknown device 'iphone8'; did you mean 'iphone-8'? (`plumb devices` lists them)"),
        MalformedSpec(name: "device and window", text: "plumb: 1\ndevice: iphone-8\nwindow: {width: 320, height: 480}\nroot: {id: a}\n", line: 3, column: 9, keyPath: "window",
                      message: "give device or window, not both"),
        MalformedSpec(name: "window without height", text: "plumb: 1\nwindow: {width: 320}\nroot: {id: a}\n", line: 2, column: 9, keyPath: "window",
                      message: "window needs 'height'"),
        MalformedSpec(name: "window too wide", text: "plumb: 1\nwindow: {width: 200000, height: 480}\nroot: {id: a}\n", line: 2, column: 17, keyPath: "window.width",
                      message: "expected a width in points from 1 to 100000, found 200000"),
        MalformedSpec(name: "bad orientation", text: "plumb: 1\norientation: sideways\nroot: {id: a}\n", line: 2, column: 14, keyPath: "orientation",
                      message: "expected an orientation: portrait or landscape; found 'sideways'"),
        MalformedSpec(name: "bad design", text: "plumb: 1\ndesign: liquidglass\nroot: {id: a}\n", line: 2, column: 9, keyPath: "design",
                      message: "expected a design: classic or liquidGlass; found 'liquidglass'; did you mean 'liquidGlass'?"),
        MalformedSpec(name: "bad size class", text: "plumb: 1\ntraits: {horizontalSizeClass: regualr}\nroot: {id: a}\n", line: 2, column: 31, keyPath: "traits.horizontalSizeClass",
                      message: "expected a size class: compact or regular; found 'regualr'; did you mean 'regular'?"),
        MalformedSpec(name: "bad display scale", text: "plumb: 1\ntraits: {displayScale: 4}\nroot: {id: a}\n", line: 2, column: 24, keyPath: "traits.displayScale",
                      message: "expected a display scale from 1 to 3, found 4"),
        MalformedSpec(name: "bad safe area", text: "plumb: 1\nsafeAreaInsets: notch\nroot: {id: a}\n", line: 2, column: 17, keyPath: "safeAreaInsets",
                      message: "expected device, none or {top, left, bottom, right}, found 'notch'"),
        MalformedSpec(name: "NaN metric", text: "plumb: 1\nmetrics: {pad: .nan}\nroot: {id: a}\n", line: 2, column: 16, keyPath: "metrics.pad",
                      message: "expected a number of points, found '.nan', which is not a finite number"),
        MalformedSpec(name: "infinite metric", text: "plumb: 1\nmetrics: {pad: 1e400}\nroot: {id: a}\n", line: 2, column: 16, keyPath: "metrics.pad",
                      message: "expected a number of points, found '1e400', which is not a finite number"),
        MalformedSpec(name: "metric named as a view", text: "plumb: 1\nmetrics: {a: 8}\nroot: {id: a}\n", line: 2, column: 11, keyPath: "metrics.a",
                      message: "'a' is both a metric and a view id; rename one"),
        // MARK: Views
        MalformedSpec(name: "root with a frame", text: "plumb: 1\nroot: {id: a, frame: [0, 0, 10, 10]}\n", line: 2, column: 15, keyPath: "root.frame",
                      message: "the root view fills the window: 'frame' does not apply to it"),
        MalformedSpec(name: "root as a guide", text: "plumb: 1\nroot: {id: a, kind: guide}\n", line: 2, column: 7, keyPath: "root",
                      message: "the root must be a view, not a guide"),
        MalformedSpec(name: "view without id", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - kind: label\n", line: 5, column: 7, keyPath: "root.views[0]",
                      message: "a view needs an 'id'"),
        MalformedSpec(name: "bad id", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - id: 2fast\n", line: 5, column: 11, keyPath: "root.views[0].id",
                      message: "expected an id of letters, digits and _ (not starting with a digit), found '2fast'"),
        MalformedSpec(name: "duplicate id", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - id: b\n    - id: b\n", line: 6, column: 7, keyPath: "root.views[1]",
                      message: "duplicate id 'b': line 5 already has a view with it"),
        MalformedSpec(name: "duplicate id in a prototype cell",
                      text: "plumb: 1\nroot:\n  id: a\n  kind: tableView\n  sections:\n    - prototype:\n        id: cell\n        views:\n"
                          + "          - id: b\n          - id: b\n      rows: [{b.backgroundColor: red}]\n",
                      line: 10, column: 13, keyPath: "root.sections[0].prototype.views[1]",
                      message: "duplicate id 'b': line 9 already has a view with it"),
        MalformedSpec(name: "reserved id", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - id: topLayoutGuide\n", line: 5, column: 11, keyPath: "root.views[0].id",
                      message: "'topLayoutGuide' names the view controller's guide; choose another id"),
        MalformedSpec(name: "unknown kind", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, kind: lable}\n", line: 5, column: 21, keyPath: "root.views[0].kind",
                      message: "expected a kind: view, label, button, textField, imageView, switch, segmentedControl, stack, guide, textView, slider, stepper, colorWell, progressView, activityIndicatorView, pageControl, searchBar, datePicker, pickerView, visualEffectView, containerView, navigationBar, toolbar, tabBar, scrollView, tableView, tableViewCell, collectionView or collectionViewCell; found 'lable'; did you mean 'label'?"),
        MalformedSpec(name: "unknown view key", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, backgroundColour: red}\n", line: 5, column: 15, keyPath: "root.views[0].backgroundColour",
                      message: "unknown key 'backgroundColour' in view 'b'; did you mean 'backgroundColor'?"),
        MalformedSpec(name: "key of another kind", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, text: Hello}\n", line: 5, column: 15, keyPath: "root.views[0].text",
                      message: "'text' does not apply to a view; it applies to label, button, textField, textView, searchBar or tableViewCell"),
        MalformedSpec(name: "guide with subviews", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: g, kind: guide, views: []}\n", line: 5, column: 28, keyPath: "root.views[0].views",
                      message: "a guide has no subviews"),
        MalformedSpec(name: "guide in a stack", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - id: s\n      kind: stack\n      views:\n        - {id: g, kind: guide}\n", line: 8, column: 11, keyPath: "root.views[0].views[0]",
                      message: "a stack view arranges views, and 'g' is a guide; put it in another view"),
        MalformedSpec(name: "short frame", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, frame: [0, 0, 10]}\n", line: 5, column: 22, keyPath: "root.views[0].frame",
                      message: "expected a frame [x, y, width, height], found a list of 3"),
        MalformedSpec(name: "negative width", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, frame: [0, 0, -10, 10]}\n", line: 5, column: 29, keyPath: "root.views[0].frame[2]",
                      message: "expected a width from 0 to 100000, found -10"),
        MalformedSpec(name: "size beyond 100 000 pt", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, frame: [0, 0, 100001, 10]}\n", line: 5, column: 29, keyPath: "root.views[0].frame[2]",
                      message: "expected a width from 0 to 100000, found 100001"),
        MalformedSpec(name: "NaN in a frame", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, frame: [0, .NaN, 10, 10]}\n", line: 5, column: 26, keyPath: "root.views[0].frame[1]",
                      message: "expected y, found '.NaN', which is not a finite number"),
        MalformedSpec(name: "bad colour", text: "plumb: 1\nroot:\n  id: a\n  backgroundColor: \"#GG0000\"\n", line: 4, column: 20, keyPath: "root.backgroundColor",
                      message: "expected a colour as #RGB, #RRGGBB or #RRGGBBAA in hexadecimal, found '#GG0000'"),
        MalformedSpec(name: "fullwidth digits in a colour", text: "plumb: 1\nroot:\n  id: a\n  backgroundColor: \"#ＦＦ0000\"\n", line: 4, column: 20, keyPath: "root.backgroundColor",
                      message: "expected a colour as #RGB, #RRGGBB or #RRGGBBAA in hexadecimal, found '#ＦＦ0000'"),
        MalformedSpec(name: "alpha above 1", text: "plumb: 1\nroot:\n  id: a\n  alpha: 2\n", line: 4, column: 10, keyPath: "root.alpha",
                      message: "expected an alpha from 0 to 1, found 2"),
        MalformedSpec(name: "bad autoresizing flag", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, autoresizingMask: [flexibleWidht]}\n", line: 5, column: 34, keyPath: "root.views[0].autoresizingMask[0]",
                      message: "expected an autoresizing flag: flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight or flexibleBottomMargin; found 'flexibleWidht'; did you mean 'flexibleWidth'?"),
        MalformedSpec(name: "bad intrinsic size", text: "plumb: 1\nroot:\n  id: a\n  intrinsicContentSize: [auto, 10]\n", line: 4, column: 26, keyPath: "root.intrinsicContentSize[0]",
                      message: "expected a width in points or none, found 'auto'"),
        MalformedSpec(name: "hugging above 1000", text: "plumb: 1\nroot:\n  id: a\n  contentHuggingPriority: {horizontal: 1001}\n", line: 4, column: 40, keyPath: "root.contentHuggingPriority.horizontal",
                      message: "expected a priority from 1 to 1000, found 1001"),
        MalformedSpec(name: "both margins", text: "plumb: 1\nroot:\n  id: a\n  layoutMargins: 8\n  directionalLayoutMargins: 8\n", line: 5, column: 3, keyPath: "root.directionalLayoutMargins",
                      message: "give layoutMargins or directionalLayoutMargins, not both"),
        MalformedSpec(name: "bad font weight", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, kind: label, font: {size: 17, weight: heavyish}}\n", line: 5, column: 53, keyPath: "root.views[0].font.weight",
                      message: "expected a weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy or black; found 'heavyish'"),
        MalformedSpec(name: "bad text style", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, kind: label, font: bodyy}\n", line: 5, column: 34, keyPath: "root.views[0].font",
                      message: "expected a text style, or {name, size, weight}: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1 or caption2; found 'bodyy'; did you mean 'body'?"),
        MalformedSpec(name: "unknown text size", text: "plumb: 1\ntraits: {preferredContentSizeCategory: AX6}\nroot:\n  id: a\n", line: 2, column: 40, keyPath: "traits.preferredContentSizeCategory",
                      message: "expected a content size category: extraSmall, xSmall, small, Small, medium, Medium, large, Large, extraLarge, xLarge, extraExtraLarge, xxLarge, extraExtraExtraLarge, xxxLarge, accessibilityMedium, AX1, accessibilityLarge, AX2, accessibilityExtraLarge, AX3, accessibilityExtraExtraLarge, AX4, accessibilityExtraExtraExtraLarge or AX5; found 'AX6'; did you mean 'AX1'?"),
        MalformedSpec(name: "empty font name", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, kind: label, font: {name: '', size: 17}}\n", line: 5, column: 41, keyPath: "root.views[0].font.name",
                      message: "expected a font's PostScript or family name, such as Avenir-Heavy or DejaVu Serif, found an empty string"),
        MalformedSpec(name: "unknown font key", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, kind: label, font: {family: Go, size: 17}}\n", line: 5, column: 35, keyPath: "root.views[0].font.family",
                      message: "unknown key 'family' in a font; expected name, size or weight"),
        MalformedSpec(name: "missing font directory", text: "plumb: 1\nfonts: [no-such-fonts]\nroot:\n  id: a\n", line: 2, column: 9, keyPath: "fonts[0]",
                      message: "font directory 'no-such-fonts' does not exist (a relative path is taken from the spec's directory, .)"),
        MalformedSpec(name: "font file for a directory", text: "plumb: 1\nfonts: /etc/passwd\nroot:\n  id: a\n", line: 2, column: 8, keyPath: "fonts",
                      message: "'/etc/passwd' is a file; fonts: names the directory that holds font files"),
        MalformedSpec(name: "bad transform step", text: "plumb: 1\nroot:\n  id: a\n  transform: {rotate: 45, skew: 3}\n", line: 4, column: 27, keyPath: "root.transform.skew",
                      message: "unknown key 'skew' in a transform; expected rotate, scale or translate"),
        MalformedSpec(name: "fractional line count", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: b, kind: label, numberOfLines: 1.5}\n", line: 5, column: 43, keyPath: "root.views[0].numberOfLines",
                      message: "expected a number of lines (0 for as many as needed), found 1.5, which is not a whole number"),
        MalformedSpec(name: "yes for a boolean", text: "plumb: 1\nroot:\n  id: a\n  hidden: yes\n", line: 4, column: 11, keyPath: "root.hidden",
                      message: "expected true or false, found 'yes'"),
        MalformedSpec(name: "bad stack axis", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - {id: s, kind: stack, axis: diagonal}\n", line: 5, column: 34, keyPath: "root.views[0].axis",
                      message: "expected an axis: horizontal or vertical; found 'diagonal'"),
        MalformedSpec(name: "custom spacing after a stranger", text: "plumb: 1\nroot:\n  id: a\n  views:\n    - id: s\n      kind: stack\n      customSpacing: {c: 8}\n      views: [{id: b}]\n    - id: c\n", line: 7, column: 23, keyPath: "root.views[0].customSpacing.c",
                      message: "'c' is not an arranged view of stack 's'; it arranges b"),
        // MARK: Constraints
        MalformedSpec(name: "unknown view in a constraint", text: constraintSpec("segmentd.top == a.top"), line: 6, column: 7, keyPath: "root.constraints[0]",
                      message: "unknown view 'segmentd'; expected a, b, c, g, title, topLayoutGuide or bottomLayoutGuide"),
        MalformedSpec(name: "mistyped attribute", text: constraintSpec("b.leadng == a.leading"), line: 6, column: 9, keyPath: "root.constraints[0]",
                      message: "unknown attribute 'leadng'; did you mean 'leading'?"),
        MalformedSpec(name: "anchors of different axes", text: constraintSpec("b.top == a.leading"), line: 6, column: 16, keyPath: "root.constraints[0]",
                      message: "cannot relate b.top to a.leading: a vertical position cannot be related to a horizontal one: top and leading"),
        MalformedSpec(name: "size related to a position", text: constraintSpec("b.width == a.leading"), line: 6, column: 18, keyPath: "root.constraints[0]",
                      message: "cannot relate b.width to a.leading: a size attribute cannot be related to a position: width and leading"),
        MalformedSpec(name: "position set to a constant", text: constraintSpec("b.top == 20"), line: 6, column: 16, keyPath: "root.constraints[0]",
                      message: "a position cannot be set to a constant: top needs a second item (a size, width or height, can be a constant)"),
        MalformedSpec(name: "leading related to left", text: constraintSpec("b.leading == a.left"), line: 6, column: 20, keyPath: "root.constraints[0]",
                      message: "cannot relate b.leading to a.left: leading and trailing cannot be related to left and right: leading and left"),
        MalformedSpec(name: "priority 0", text: constraintSpec("b.width == 20 @ 0"), line: 6, column: 23, keyPath: "root.constraints[0]",
                      message: "expected a priority: a number from 1 to 1000, or required, high, low or fittingSizeLevel, found 0"),
        MalformedSpec(name: "priority above 1000", text: constraintSpec("b.width == 20 @ 1001"), line: 6, column: 23, keyPath: "root.constraints[0]",
                      message: "expected a priority: a number from 1 to 1000, or required, high, low or fittingSizeLevel, found 1001"),
        MalformedSpec(name: "unknown priority name", text: constraintSpec("b.width == 20 @ hihg"), line: 6, column: 23, keyPath: "root.constraints[0]",
                      message: "expected a priority: a number from 1 to 1000, or required, high, low or fittingSizeLevel, found 'hihg'; did you mean 'high'?"),
        MalformedSpec(name: "unknown metric", text: constraintSpec("b.width == padd"), line: 6, column: 18, keyPath: "root.constraints[0]",
                      message: "unknown metric 'padd'; the spec defines no metrics"),
        MalformedSpec(name: "single equals sign", text: constraintSpec("b.top = a.top"), line: 6, column: 13, keyPath: "root.constraints[0]",
                      message: "expected ==, >= or <=, found '='"),
        MalformedSpec(name: "dangling plus", text: constraintSpec("b.top == a.top +"), line: 6, column: 23, keyPath: "root.constraints[0]",
                      message: "expected a number or a metric name after '+', found the end of the constraint"),
        MalformedSpec(name: "division by zero", text: constraintSpec("b.width == a.width / 0"), line: 6, column: 28, keyPath: "root.constraints[0]",
                      message: "cannot divide by 0"),
        MalformedSpec(name: "view used as a number", text: constraintSpec("b.width == a"), line: 6, column: 18, keyPath: "root.constraints[0]",
                      message: "'a' is a view, not a number: name one of its attributes, as a.width"),
        MalformedSpec(name: "unknown view guide", text: constraintSpec("b.top == a.margin.top"), line: 6, column: 18, keyPath: "root.constraints[0]",
                      message: "unknown guide 'margin' in view 'a'; did you mean 'margins'?"),
        MalformedSpec(name: "margin of a guide", text: constraintSpec("g.leadingMargin == a.leading"), line: 6, column: 9, keyPath: "root.constraints[0]",
                      message: "a layout guide has no margins: leadingMargin needs a view"),
        MalformedSpec(name: "constant beyond 100 000 pt", text: constraintSpec("b.width == 250000"), line: 6, column: 18, keyPath: "root.constraints[0]",
                      message: "expected a constant from -100000 to 100000, found 250000"),
        MalformedSpec(name: "escaped string points past the escapes", text: constraintSpec("\"b.top\\t== a.tpo\""), line: 6, column: 20, keyPath: "root.constraints[0]",
                      message: "unknown attribute 'tpo'; did you mean 'top'?"),
        MalformedSpec(name: "unknown view in a visual format", text: constraintSpec("\"H:|-[b]-[titel]-|\""), line: 6, column: 22, keyPath: "root.constraints[0]",
                      message: "Unable to find view with name titel; did you mean 'title'?"),
        MalformedSpec(name: "unfinished visual format", text: constraintSpec("\"H:|-[b]-\""), line: 6, column: 16, keyPath: "root.constraints[0]",
                      message: "Expected a view, '|', a number, a metric name or '(' after '-', found the end of the format"),
        MalformedSpec(name: "unknown format option", text: constraintSpec("{visualFormat: \"H:|[b]|\", options: [alignAllCentreY]}"), line: 6, column: 43, keyPath: "root.constraints[0].options[0]",
                      message: "unknown format option 'alignAllCentreY'; did you mean 'alignAllCenterY'?"),
        MalformedSpec(name: "alignment along the format", text: constraintSpec("{visualFormat: \"H:[b][c]\", options: [alignAllLeading]}"), line: 6, column: 43, keyPath: "root.constraints[0].options",
                      message: "alignAllLeading cannot be used with a horizontal format (H:), which lays its views out along that axis already. A horizontal format takes alignAllTop, alignAllBottom, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline"),
        MalformedSpec(name: "constraint mapping without a constraint", text: constraintSpec("{name: top}"), line: 6, column: 7, keyPath: "root.constraints[0]",
                      message: "a constraint mapping needs 'constraint' (an equation) or 'visualFormat'"),
        MalformedSpec(name: "duplicate constraint name", text: constraintSpec("{name: w, constraint: b.width == 10}", "{name: w, constraint: c.width == 10}"), line: 7, column: 14, keyPath: "root.constraints[1].name",
                      message: "the constraint name 'w' is already used at line 6"),
        MalformedSpec(name: "constraint named as a view", text: constraintSpec("{name: c, constraint: b.width == 10}"), line: 6, column: 14, keyPath: "root.constraints[0].name",
                      message: "'c' is already a view id; a constraint needs a name of its own"),
        // MARK: Variants
        MalformedSpec(name: "variant without when", text: variantSpec("  - constraints: []\n"), line: 6, column: 5, keyPath: "variants[0]",
                      message: "a variant needs 'when'"),
        MalformedSpec(name: "variant sets an unknown view", text: variantSpec("  - when: {horizontalSizeClass: regular}\n    set: {bb.hidden: true}\n"), line: 7, column: 11, keyPath: "variants[0].set.bb.hidden",
                      message: "unknown id 'bb' in set; expected a or b"),
        MalformedSpec(name: "variant sets a property the kind lacks", text: variantSpec("  - when: {horizontalSizeClass: regular}\n    set: {b.axis: vertical}\n"), line: 7, column: 11, keyPath: "variants[0].set.b.axis",
                      message: "'axis' does not apply to a view; it applies to stack"),
        MalformedSpec(name: "variant sets a mistyped property", text: variantSpec("  - when: {horizontalSizeClass: regular}\n    set: {b.hiden: true}\n"), line: 7, column: 11, keyPath: "variants[0].set.b.hiden",
                      message: "unknown property 'hiden' in 'b.hiden'; did you mean 'hidden'?"),
        MalformedSpec(name: "variant sets a constant on a view", text: variantSpec("  - when: {horizontalSizeClass: regular}\n    set: {b.constant: 8}\n"), line: 7, column: 11, keyPath: "variants[0].set.b.constant",
                      message: "'b' is a view; constant, priority and isActive apply to named constraints"),
        MalformedSpec(name: "variant key without a property", text: variantSpec("  - when: {horizontalSizeClass: regular}\n    set: {hidden: true}\n"), line: 7, column: 11, keyPath: "variants[0].set.hidden",
                      message: "expected a key as id.property (socialMedia.axis), found 'hidden'"),
    ]

    /// A spec whose root `a` holds views `b` and `c`, a guide `g` and a label `title`, and
    /// `constraints`.
    static func constraintSpec(_ constraints: String...) -> String {
        "plumb: 1\nroot:\n  id: a\n  views: [{id: b}, {id: c}, {id: g, kind: guide}, {id: title, kind: label}]\n  constraints:\n"
            + constraints.map { "    - \($0)\n" }.joined()
    }

    /// A root `a` holding `count` views `v0`, `v1`, …: with the root, one view more than `count`.
    static func manyViews(_ count: Int) -> String {
        "plumb: 1\nroot:\n  id: a\n  views:\n" + (0..<count).map { "    - {id: v\($0)}\n" }.joined()
    }

    /// 101 views sharing, through an alias, one list of 1 000 constraints: 101 000 values
    /// reached again, past the budget of 100 000.
    static let aliasBomb: String = {
        let constraints = (0..<1000).map { _ in "a.width == 1" }.joined(separator: ", ")
        return "plumb: 1\nroot:\n  id: a\n  constraints: &shared [\(constraints)]\n  views:\n"
            + (0..<101).map { "    - {id: v\($0), constraints: *shared}\n" }.joined()
    }()

    /// A spec whose root `a` holds a view `b`, and `variants`.
    static func variantSpec(_ variants: String) -> String {
        "plumb: 1\nroot:\n  id: a\n  views: [{id: b}]\nvariants:\n" + variants
    }
}
