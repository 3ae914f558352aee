import Cassowary

extension Workload {
    /// W3 "enaml-like N" (`workloads.md` §3): `count` independent copies of the window of
    /// kiwi's own benchmark (nucleic/kiwi `benchmarks/enaml_like_benchmark.cpp`), a container
    /// with 10 pt content margins holding three label/field rows, resized 100 times.
    ///
    /// Each copy's `width` and `height` are edit variables of strength strong, left at their
    /// first suggestion, 0, until the resize steps cycle through kiwi's six window sizes.
    /// Its optimum is not unique: only the widths and heights, and the objective, are determined.
    public static func enamlLike(copies count: Int) -> Workload {
        var builder = WorkloadBuilder()
        var editVariables: [EditVariable] = []
        var windows: [[String: Variable]] = []
        for copy in 0..<count {
            let window = Dictionary(
                uniqueKeysWithValues: EnamlWindow.variableNames.map { name in
                    (name, builder.makeVariable(named: "c\(copy).\(name)"))
                })
            for name in EnamlWindow.editedVariableNames {
                editVariables.append(EditVariable(variable: window[name]!, priority: .strong))
            }
            for rule in EnamlWindow.rules {
                let terms = rule.terms.map { Term(window[$0.name]!, coefficient: $0.coefficient) }
                builder.add(
                    Constraint(Expression(terms: terms, constant: rule.constant), rule.relation),
                    priority: KiwiStrength.priority(of: rule.strength))
            }
            windows.append(window)
        }
        let steps = (0..<EnamlWindow.resizeStepCount).map { step in
            let size = EnamlWindow.sizes[step % EnamlWindow.sizes.count]
            return windows.flatMap { window in
                [
                    Suggestion(variable: window["width"]!, value: size.width),
                    Suggestion(variable: window["height"]!, value: size.height),
                ]
            }
        }
        return Workload(
            kind: .enamlLike, size: count, variables: builder.variables, constraints: builder.constraints,
            editVariables: editVariables, resizeSteps: steps)
    }
}

/// The window of kiwi's enaml-like benchmark, transcribed as text.
///
/// The rules are kept in the notation of kiwi's benchmark and of `workloads.md` §3,
/// `<expression> <op> 0 @<strength>`, character for character, so that the transcription can be
/// checked by comparing text rather than by reading code; they are parsed once.
private enum EnamlWindow {
    /// The 37 variables of one window, in the order kiwi's benchmark makes them.
    static let variableNames = """
        left height top width contents_top contents_bottom contents_left contents_right midline \
        ctleft ctheight cttop ctwidth lb1left lb1height lb1top lb1width lb2left lb2height lb2top \
        lb2width lb3left lb3height lb3top lb3width fl1left fl1height fl1top fl1width fl2left \
        fl2height fl2top fl2width fl3left fl3height fl3top fl3width
        """.split(separator: " ").map(String.init)

    /// The edit variables, added before the constraints, strong.
    static let editedVariableNames = ["width", "height"]

    /// The window sizes of kiwi's Python benchmark, which the resize steps cycle through.
    static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]
    static let resizeStepCount = 100

    /// kiwi's strengths by name; `mmedium` and `smedium` are the benchmark's own.
    static let strengths: [Substring: Double] = [
        "required": KiwiStrength.required, "strong": KiwiStrength.strong, "medium": 1000, "weak": 1,
        "mmedium": 1250, "smedium": 100_000,
    ]

    /// A parsed rule: `Σ coefficient × variable + constant ⋈ 0` at a kiwi strength.
    struct Rule {
        var terms: [(coefficient: Double, name: String)] = []
        var constant = 0.0
        var relation = Relation.equal
        var strength = 0.0
    }

    static let rules: [Rule] = table.split(separator: "\n").map(parse)

    /// Parses one line of ``table``; the table is fixed, so a line that does not parse is a
    /// programming error.
    private static func parse(_ line: Substring) -> Rule {
        var rule = Rule()
        let halves = line.split(separator: " @")
        rule.strength = strengths[halves[1]]!
        let relations: [(String, Relation)] = [(" == ", .equal), (" >= ", .greaterThanOrEqual), (" <= ", .lessThanOrEqual)]
        let (symbol, relation) = relations.first { halves[0].contains($0.0) }!
        rule.relation = relation
        let sides = halves[0].split(separator: symbol)
        precondition(sides[1] == "0", "a rule's right-hand side is 0: \(line)")
        for token in sides[0].split(separator: " + ") {
            let sign: Double = token.hasPrefix("-") ? -1 : 1
            let magnitude = token.hasPrefix("-") ? token.dropFirst() : token
            let factors = magnitude.split(separator: " * ")
            if factors.count == 2 {
                rule.terms.append((sign * Double(factors[0])!, String(factors[1])))
            } else if let number = Double(magnitude) {
                rule.constant += sign * number
            } else {
                rule.terms.append((sign, String(magnitude)))
            }
        }
        return rule
    }

    /// The 111 constraints of one window, in kiwi's order. Constraints 46 and 65, and 43 and
    /// 73, are duplicates in kiwi's benchmark too.
    static let table = """
        left + -0 >= 0 @required
        height + 0 == 0 @medium
        top + -0 >= 0 @required
        width + -0 >= 0 @required
        height + -0 >= 0 @required
        -top + contents_top + -10 == 0 @required
        lb3height + -16 == 0 @strong
        lb3height + -16 >= 0 @strong
        ctleft + -0 >= 0 @required
        cttop + -0 >= 0 @required
        ctwidth + -0 >= 0 @required
        ctheight + -0 >= 0 @required
        fl3left + -0 >= 0 @required
        ctheight + -24 >= 0 @smedium
        ctwidth + -1.67772e07 <= 0 @smedium
        ctheight + -24 <= 0 @smedium
        fl3top + -0 >= 0 @required
        fl3width + -0 >= 0 @required
        fl3height + -0 >= 0 @required
        lb1width + -67 == 0 @weak
        lb2width + -0 >= 0 @required
        lb2height + -0 >= 0 @required
        fl2height + -0 >= 0 @required
        lb3left + -0 >= 0 @required
        fl2width + -125 >= 0 @strong
        fl2height + -21 == 0 @strong
        fl2height + -21 >= 0 @strong
        lb3top + -0 >= 0 @required
        lb3width + -0 >= 0 @required
        fl1left + -0 >= 0 @required
        fl1width + -0 >= 0 @required
        lb1width + -67 >= 0 @strong
        fl2left + -0 >= 0 @required
        lb2width + -66 == 0 @weak
        lb2width + -66 >= 0 @strong
        lb2height + -16 == 0 @strong
        fl1height + -0 >= 0 @required
        fl1top + -0 >= 0 @required
        lb2top + -0 >= 0 @required
        -lb2top + lb3top + -lb2height + -10 == 0 @mmedium
        -lb3top + -lb3height + fl3top + -10 >= 0 @required
        -lb3top + -lb3height + fl3top + -10 == 0 @mmedium
        contents_bottom + -fl3height + -fl3top + -0 == 0 @mmedium
        fl1top + -contents_top + 0 >= 0 @required
        fl1top + -contents_top + 0 == 0 @mmedium
        contents_bottom + -fl3height + -fl3top + -0 >= 0 @required
        -left + -width + contents_right + 10 == 0 @required
        -top + -height + contents_bottom + 10 == 0 @required
        -left + contents_left + -10 == 0 @required
        lb3left + -contents_left + 0 == 0 @mmedium
        fl1left + -midline + 0 == 0 @strong
        fl2left + -midline + 0 == 0 @strong
        ctleft + -midline + 0 == 0 @strong
        fl1top + 0.5 * fl1height + -lb1top + -0.5 * lb1height + 0 == 0 @strong
        lb1left + -contents_left + 0 >= 0 @required
        lb1left + -contents_left + 0 == 0 @mmedium
        -lb1left + fl1left + -lb1width + -10 >= 0 @required
        -lb1left + fl1left + -lb1width + -10 == 0 @mmedium
        -fl1left + contents_right + -fl1width + -0 >= 0 @required
        width + 0 == 0 @medium
        -fl1top + fl2top + -fl1height + -10 >= 0 @required
        -fl1top + fl2top + -fl1height + -10 == 0 @mmedium
        cttop + -fl2top + -fl2height + -10 >= 0 @required
        -ctheight + -cttop + fl3top + -10 >= 0 @required
        contents_bottom + -fl3height + -fl3top + -0 >= 0 @required
        cttop + -fl2top + -fl2height + -10 == 0 @mmedium
        -fl1left + contents_right + -fl1width + -0 == 0 @mmedium
        -lb2top + -0.5 * lb2height + fl2top + 0.5 * fl2height + 0 == 0 @strong
        -contents_left + lb2left + 0 >= 0 @required
        -contents_left + lb2left + 0 == 0 @mmedium
        fl2left + -lb2width + -lb2left + -10 >= 0 @required
        -ctheight + -cttop + fl3top + -10 == 0 @mmedium
        contents_bottom + -fl3height + -fl3top + -0 == 0 @mmedium
        lb1top + -0 >= 0 @required
        lb1width + -0 >= 0 @required
        lb1height + -0 >= 0 @required
        fl2left + -lb2width + -lb2left + -10 == 0 @mmedium
        -fl2left + -fl2width + contents_right + -0 == 0 @mmedium
        -fl2left + -fl2width + contents_right + -0 >= 0 @required
        lb3left + -contents_left + 0 >= 0 @required
        lb1left + -0 >= 0 @required
        0.5 * ctheight + cttop + -lb3top + -0.5 * lb3height + 0 == 0 @strong
        ctleft + -lb3left + -lb3width + -10 >= 0 @required
        -ctwidth + -ctleft + contents_right + -0 >= 0 @required
        ctleft + -lb3left + -lb3width + -10 == 0 @mmedium
        fl3left + -contents_left + 0 >= 0 @required
        fl3left + -contents_left + 0 == 0 @mmedium
        -ctwidth + -ctleft + contents_right + -0 == 0 @mmedium
        -fl3left + contents_right + -fl3width + -0 == 0 @mmedium
        -contents_top + lb1top + 0 >= 0 @required
        -contents_top + lb1top + 0 == 0 @mmedium
        -fl3left + contents_right + -fl3width + -0 >= 0 @required
        lb2top + -lb1top + -lb1height + -10 >= 0 @required
        -lb2top + lb3top + -lb2height + -10 >= 0 @required
        lb2top + -lb1top + -lb1height + -10 == 0 @mmedium
        fl1height + -21 == 0 @strong
        fl1height + -21 >= 0 @strong
        lb2left + -0 >= 0 @required
        lb2height + -16 >= 0 @strong
        fl2top + -0 >= 0 @required
        fl2width + -0 >= 0 @required
        lb1height + -16 >= 0 @strong
        lb1height + -16 == 0 @strong
        fl3width + -125 >= 0 @strong
        fl3height + -21 == 0 @strong
        fl3height + -21 >= 0 @strong
        lb3height + -0 >= 0 @required
        ctwidth + -119 >= 0 @smedium
        lb3width + -24 == 0 @weak
        lb3width + -24 >= 0 @strong
        fl1width + -125 >= 0 @strong
        """
}
