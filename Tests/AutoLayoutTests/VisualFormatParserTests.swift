import Testing

@testable import AutoLayout

// Columns are 1-based character offsets. Comments under a format mark the columns a test checks.

/// A predicate as the tree should hold it; with no relation written, the object starts the predicate.
private func predicate(
    _ object: VisualFormat.Object, at column: Int, relation: VisualFormat.Relation = .equal,
    objectAt objectColumn: Int? = nil, priority: VisualFormat.Priority? = nil
) -> VisualFormat.Predicate {
    VisualFormat.Predicate(
        relation: relation, object: object, priority: priority, column: column, objectColumn: objectColumn ?? column)
}

private func number(_ value: Double) -> VisualFormat.Object { .constant(.number(value)) }

private func view(_ name: String, at column: Int, _ predicates: [VisualFormat.Predicate] = []) -> VisualFormat.View {
    VisualFormat.View(name: name, column: column, predicates: predicates)
}

private func connection(_ kind: VisualFormat.Connection.Kind, at column: Int) -> VisualFormat.Connection {
    VisualFormat.Connection(kind: kind, column: column)
}

private func following(_ connection: VisualFormat.Connection, _ view: VisualFormat.View) -> VisualFormat.ConnectedView {
    VisualFormat.ConnectedView(connection: connection, view: view)
}

private func superview(at column: Int, _ connection: VisualFormat.Connection) -> VisualFormat.SuperviewEdge {
    VisualFormat.SuperviewEdge(column: column, connection: connection)
}

private func format(
    _ orientation: VisualFormat.Orientation = .horizontal, leading: VisualFormat.SuperviewEdge? = nil,
    first firstView: VisualFormat.View, following followingViews: [VisualFormat.ConnectedView] = [],
    trailing: VisualFormat.SuperviewEdge? = nil
) -> VisualFormat {
    VisualFormat(
        orientation: orientation, leadingSuperview: leading, firstView: firstView, followingViews: followingViews,
        trailingSuperview: trailing)
}

/// The views and metrics most tests parse against.
private let testViews: Set<String> = ["a", "b", "c"]
private let testMetrics: Set<String> = ["pad", "high"]

/// The error parsing `format` throws, or nil if it parses.
private func parseError(
    _ format: String, views: Set<String> = testViews, metrics: Set<String> = testMetrics
) -> VisualFormatError? {
    do {
        _ = try VisualFormat(parsing: format, viewNames: views, metricNames: metrics)
        return nil
    } catch {
        return error
    }
}

@Suite struct VisualFormatAppleExampleTests {
    @Test func standardSpace() throws {
        // [button]-[textField]
        //  2      9 11
        let parsed = try VisualFormat(parsing: "[button]-[textField]", viewNames: ["button", "textField"])
        #expect(
            parsed
                == format(
                    first: view("button", at: 2),
                    following: [following(connection(.standard, at: 9), view("textField", at: 11))]))
    }

    @Test func widthConstraint() throws {
        // [button(>=50)]
        //  2      9 11
        let parsed = try VisualFormat(parsing: "[button(>=50)]", viewNames: ["button"])
        #expect(
            parsed
                == format(
                    first: view(
                        "button", at: 2, [predicate(number(50), at: 9, relation: .greaterThanOrEqual, objectAt: 11)])))
    }

    @Test func connectionToSuperview() throws {
        // |-50-[purpleBox]-50-|
        // 1 3   7         17 20 21
        let parsed = try VisualFormat(parsing: "|-50-[purpleBox]-50-|", viewNames: ["purpleBox"])
        #expect(
            parsed
                == format(
                    leading: superview(at: 1, connection(.predicates([predicate(number(50), at: 3)]), at: 2)),
                    first: view("purpleBox", at: 7),
                    trailing: superview(at: 21, connection(.predicates([predicate(number(50), at: 18)]), at: 17))))
    }

    @Test func verticalLayout() throws {
        // V:[topField]-10-[bottomField]
        //    4        13     18
        let parsed = try VisualFormat(parsing: "V:[topField]-10-[bottomField]", viewNames: ["topField", "bottomField"])
        #expect(
            parsed
                == format(
                    .vertical, first: view("topField", at: 4),
                    following: [
                        following(
                            connection(.predicates([predicate(number(10), at: 14)]), at: 13),
                            view("bottomField", at: 18))
                    ]))
    }

    @Test func flushViews() throws {
        // [maroonView][blueView]
        //  2          13
        let parsed = try VisualFormat(parsing: "[maroonView][blueView]", viewNames: ["maroonView", "blueView"])
        #expect(
            parsed
                == format(
                    first: view("maroonView", at: 2),
                    following: [following(connection(.flush, at: 13), view("blueView", at: 14))]))
    }

    @Test func priority() throws {
        // [button(100@20)]
        //         9   13
        let parsed = try VisualFormat(parsing: "[button(100@20)]", viewNames: ["button"])
        let priority = VisualFormat.Priority(value: .number(20), column: 13)
        #expect(parsed == format(first: view("button", at: 2, [predicate(number(100), at: 9, priority: priority)])))
    }

    @Test func equalWidths() throws {
        // [button1(==button2)]
        //          10 12
        let parsed = try VisualFormat(parsing: "[button1(==button2)]", viewNames: ["button1", "button2"])
        #expect(
            parsed
                == format(
                    first: view("button1", at: 2, [predicate(.view("button2"), at: 10, relation: .equal, objectAt: 12)])
                ))
    }

    @Test func multiplePredicates() throws {
        // [flexibleButton(>=70,<=100)]
        //                 17 19 22 24
        let parsed = try VisualFormat(parsing: "[flexibleButton(>=70,<=100)]", viewNames: ["flexibleButton"])
        let predicates = [
            predicate(number(70), at: 17, relation: .greaterThanOrEqual, objectAt: 19),
            predicate(number(100), at: 22, relation: .lessThanOrEqual, objectAt: 24),
        ]
        #expect(parsed == format(first: view("flexibleButton", at: 2, predicates)))
    }

    @Test func completeLineOfLayout() throws {
        // |-[find]-[findNext]-[findField(>=20)]-|
        // 12 4    9 11       20 22       32 34 38 39
        let parsed = try VisualFormat(
            parsing: "|-[find]-[findNext]-[findField(>=20)]-|", viewNames: ["find", "findNext", "findField"])
        let findField = view(
            "findField", at: 22, [predicate(number(20), at: 32, relation: .greaterThanOrEqual, objectAt: 34)])
        #expect(
            parsed
                == format(
                    leading: superview(at: 1, connection(.standard, at: 2)), first: view("find", at: 4),
                    following: [
                        following(connection(.standard, at: 9), view("findNext", at: 11)),
                        following(connection(.standard, at: 20), findField),
                    ],
                    trailing: superview(at: 39, connection(.standard, at: 38))))
    }
}

@Suite struct VisualFormatAppleErrorTests {
    @Test func missingColonAfterV() {
        let error = parseError("V|[backgroundBox]|", views: ["backgroundBox"])
        #expect(error?.fault == .expectedColonAfterOrientation(.vertical))
        #expect(error?.column == 2)
        #expect(
            error?.description == """
                Unable to parse constraint format:
                Expected ':' after 'V' to specify vertical arrangement
                V|[backgroundBox]|
                 ^
                """)
    }

    @Test func unterminatedThicknessPredicate() {
        let error = parseError(
            "|[whiteBox1][blackBox4(blackWidth][redBox]|", views: ["whiteBox1", "blackBox4", "redBox"],
            metrics: ["blackWidth"])
        #expect(error?.fault == .unterminatedViewPredicates)
        #expect(error?.column == 34)
        #expect(
            error?.description == """
                Unable to parse constraint format:
                A predicate on a view's thickness must end with ')' and the view must end with ']'
                |[whiteBox1][blackBox4(blackWidth][redBox]|
                                                 ^
                """)
    }

    /// Apple's caret stands just past the name, where its reader stopped; so does ours.
    @Test func unknownView() {
        let error = parseError("|[whiteBox2][blackBox]", views: ["whiteBox2"])
        #expect(error?.fault == .unknownView(name: "blackBox"))
        #expect(error?.column == 22)
        #expect(
            error?.description == """
                Unable to parse constraint format:
                Unable to find view with name blackBox
                |[whiteBox2][blackBox]
                                     ^
                """)
    }

    /// The caret stands on the character after `>`, where the `=` was wanted.
    @Test func unknownRelation() {
        let error = parseError("V:|[blackBox4(>30)]|", views: ["blackBox4"])
        #expect(error?.fault == .unknownRelation)
        #expect(error?.column == 16)
        #expect(
            error?.description == """
                Unable to parse constraint format:
                Unknown relation. Must be ==, >=, or <=
                V:|[blackBox4(>30)]|
                               ^
                """)
    }

    @Test func unknownViewBeforeAConnection() {
        let error = parseError("H:[blackBox]-|", views: [])
        #expect(error?.column == 12)
        #expect(
            error?.description == """
                Unable to parse constraint format:
                Unable to find view with name blackBox
                H:[blackBox]-|
                           ^
                """)
    }
}

/// One malformed format, and exactly what parsing it must report.
struct VisualFormatErrorCase: Sendable, CustomTestStringConvertible {
    let format: String
    let fault: VisualFormatError.Fault
    let column: Int
    let message: String

    var testDescription: String { format.debugDescription }
}

@Suite struct VisualFormatErrorCatalogueTests {
    static let cases: [VisualFormatErrorCase] = [
        VisualFormatErrorCase(
            format: "", fault: .emptyFormat, column: 1,
            message: "Expected a view, found an empty string"),
        VisualFormatErrorCase(
            format: "[a]-[café]", fault: .nonASCIICharacter("é"), column: 9,
            message: "Expected only ASCII characters, found 'é'"),
        VisualFormatErrorCase(
            format: "H: [a]", fault: .whitespace(" "), column: 3,
            message: "Expected no whitespace, found ' '. UIKit allows none in a visual format"),
        VisualFormatErrorCase(
            format: "[a]\t", fault: .whitespace("\t"), column: 4,
            message: "Expected no whitespace, found '\\t'. UIKit allows none in a visual format"),
        VisualFormatErrorCase(
            format: "H[a]", fault: .expectedColonAfterOrientation(.horizontal), column: 2,
            message: "Expected ':' after 'H' to specify horizontal arrangement"),
        VisualFormatErrorCase(
            format: "x[a]", fault: .expectedViewOrSuperview(found: .character("x")), column: 1,
            message: "Expected a view or '|', found 'x'"),
        VisualFormatErrorCase(
            format: "H:", fault: .expectedViewOrSuperview(found: .endOfFormat), column: 3,
            message: "Expected a view or '|', found the end of the format"),
        VisualFormatErrorCase(
            format: "[a]-20-x", fault: .expectedViewOrSuperview(found: .character("x")), column: 8,
            message: "Expected a view or '|', found 'x'"),
        VisualFormatErrorCase(
            format: "|", fault: .expectedView(found: .endOfFormat), column: 2,
            message: "Expected a view, found the end of the format"),
        VisualFormatErrorCase(
            format: "|-|", fault: .expectedView(found: .character("|")), column: 3,
            message: "Expected a view, found '|'"),
        VisualFormatErrorCase(
            format: "||[a]", fault: .consecutiveSuperviews, column: 2,
            message: "Expected one '|' at each end of the format, found two in a row"),
        VisualFormatErrorCase(
            format: "[a]||", fault: .consecutiveSuperviews, column: 5,
            message: "Expected one '|' at each end of the format, found two in a row"),
        VisualFormatErrorCase(
            format: "[]", fault: .expectedViewName(found: .character("]")), column: 2,
            message: "Expected a view name after '[', found ']'. "
                + "A view name starts with a letter or '_', then has letters, digits or '_'"),
        VisualFormatErrorCase(
            format: "[9lives]", fault: .expectedViewName(found: .character("9")), column: 2,
            message: "Expected a view name after '[', found '9'. "
                + "A view name starts with a letter or '_', then has letters, digits or '_'"),
        VisualFormatErrorCase(
            format: "[a]-[zzz]", fault: .unknownView(name: "zzz"), column: 9,
            message: "Unable to find view with name zzz"),
        VisualFormatErrorCase(
            format: "[a", fault: .unterminatedView(name: "a", found: .endOfFormat), column: 3,
            message: "Expected ']' or '(' after the view name a, found the end of the format"),
        VisualFormatErrorCase(
            format: "[a.width]", fault: .unterminatedView(name: "a", found: .character(".")), column: 3,
            message: "Expected ']' or '(' after the view name a, found '.'"),
        VisualFormatErrorCase(
            format: "[a(20", fault: .unterminatedViewPredicates, column: 6,
            message: "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        VisualFormatErrorCase(
            format: "[a(20)", fault: .expectedBracketAfterViewPredicates(found: .endOfFormat), column: 7,
            message: "Expected ']' after the view's predicates, found the end of the format"),
        VisualFormatErrorCase(
            format: "[a(20))", fault: .expectedBracketAfterViewPredicates(found: .character(")")), column: 7,
            message: "Expected ']' after the view's predicates, found ')'"),
        VisualFormatErrorCase(
            format: "[a(=<20)]", fault: .unknownRelation, column: 5,
            message: "Unknown relation. Must be ==, >=, or <="),
        VisualFormatErrorCase(
            format: "[a()]", fault: .expectedPredicateObject(found: .character(")"), allowsViewName: true), column: 4,
            message: "Expected a number, a metric name or a view name, found ')'"),
        VisualFormatErrorCase(
            format: "[a]-(>=)-[b]", fault: .expectedPredicateObject(found: .character(")"), allowsViewName: false),
            column: 8, message: "Expected a number or a metric name, found ')'"),
        VisualFormatErrorCase(
            format: "[a(-)]", fault: .expectedDigit(found: .character(")")), column: 5,
            message: "Expected a digit in the number, found ')'"),
        VisualFormatErrorCase(
            format: "[a(-.)]", fault: .expectedDigit(found: .character(")")), column: 6,
            message: "Expected a digit in the number, found ')'"),
        VisualFormatErrorCase(
            format: "[a(1e999)]", fault: .numberOutOfRange("1e999"), column: 9,
            message: "Expected a finite number, found 1e999"),
        VisualFormatErrorCase(
            format: "[a]-gap-[b]", fault: .unknownMetric(name: "gap"), column: 8,
            message: "Unable to find metric with name gap"),
        VisualFormatErrorCase(
            format: "[a(20@urgent)]", fault: .unknownMetric(name: "urgent"), column: 13,
            message: "Unable to find metric with name urgent"),
        VisualFormatErrorCase(
            format: "[a(==zzz)]", fault: .unknownViewOrMetric(name: "zzz"), column: 9,
            message: "Unable to find metric or view with name zzz"),
        VisualFormatErrorCase(
            format: "[a]-(b)-[c]", fault: .viewInConnection(name: "b"), column: 7,
            message: "Expected a number or a metric name for the spacing, found the view name b. "
                + "A spacing cannot equal a view's size; use a spacer view: [view1][spacer(==view1)][view2]"),
        VisualFormatErrorCase(
            format: "[a]-b-[c]", fault: .viewInConnection(name: "b"), column: 6,
            message: "Expected a number or a metric name for the spacing, found the view name b. "
                + "A spacing cannot equal a view's size; use a spacer view: [view1][spacer(==view1)][view2]"),
        VisualFormatErrorCase(
            format: "[a(20@)]", fault: .expectedPriority(found: .character(")")), column: 7,
            message: "Expected a priority (a number or a metric name) after '@', found ')'"),
        VisualFormatErrorCase(
            format: "[a(20@0)]", fault: .invalidPriority(0), column: 8,
            message: "Expected a priority greater than 0 and at most 1000, found 0"),
        VisualFormatErrorCase(
            format: "[a(20@1000.5)]", fault: .invalidPriority(1000.5), column: 13,
            message: "Expected a priority greater than 0 and at most 1000, found 1000.5"),
        VisualFormatErrorCase(
            format: "[a]--20-[b]", fault: .negativeSpacingWithoutParentheses, column: 5,
            message: "Expected a spacing after '-', found another '-'. Put a negative spacing in parentheses: -(-20)-"),
        VisualFormatErrorCase(
            format: "[a]-", fault: .expectedSpacing(found: .endOfFormat), column: 5,
            message: "Expected a view, '|', a number, a metric name or '(' after '-', found the end of the format"),
        VisualFormatErrorCase(
            format: "[a]-.5-[b]", fault: .expectedSpacing(found: .character(".")), column: 5,
            message: "Expected a view, '|', a number, a metric name or '(' after '-', found '.'"),
        VisualFormatErrorCase(
            format: "[a]-20[b]", fault: .expectedConnectionEnd(found: .character("[")), column: 7,
            message: "Expected '-' to end the connection, found '['"),
        VisualFormatErrorCase(
            format: "[a]-(20)[b]", fault: .expectedConnectionEnd(found: .character("[")), column: 9,
            message: "Expected '-' to end the connection, found '['"),
        VisualFormatErrorCase(
            format: "[a]-20,30-[b]", fault: .predicateListWithoutParentheses, column: 7,
            message:
                "Expected '-' to end the connection, found ','. A list of predicates needs parentheses: -(>=8,<=20)-"),
        VisualFormatErrorCase(
            format: "[a]-(20-[b]", fault: .unterminatedConnectionPredicates(found: .character("-")), column: 8,
            message: "Expected ',' or ')' in the connection's predicate list, found '-'"),
        VisualFormatErrorCase(
            format: "[a])", fault: .expectedConnection(found: .character(")")), column: 4,
            message: "Expected '-', a view, '|' or the end of the format after a view, found ')'"),
        VisualFormatErrorCase(
            format: "[a]20", fault: .expectedConnection(found: .character("2")), column: 4,
            message: "Expected '-', a view, '|' or the end of the format after a view, found '2'"),
        VisualFormatErrorCase(
            format: "[a]|[b]", fault: .superviewInMiddle(found: .character("[")), column: 5,
            message: "Expected the end of the format after the closing '|', found '['. "
                + "'|' is the superview, so it can only begin or end a format"),
        VisualFormatErrorCase(
            format: "[a]-|-[b]", fault: .superviewInMiddle(found: .character("-")), column: 6,
            message: "Expected the end of the format after the closing '|', found '-'. "
                + "'|' is the superview, so it can only begin or end a format"),
        VisualFormatErrorCase(
            format: "[a]|)", fault: .expectedEnd(found: .character(")")), column: 5,
            message: "Expected the end of the format, found ')'"),
    ]

    @Test(arguments: cases)
    func reportsFaultColumnAndMessage(_ errorCase: VisualFormatErrorCase) {
        let error = parseError(errorCase.format)
        #expect(error?.fault == errorCase.fault)
        #expect(error?.column == errorCase.column)
        #expect(error?.message == errorCase.message)
        #expect(error?.format == errorCase.format)
    }

    /// The cases above cover each of the 29 faults; a new fault needs a case, and this count.
    @Test func everyFaultIsCatalogued() {
        let catalogued = Set(Self.cases.map { "\($0.fault)".prefix { $0 != "(" } })
        #expect(catalogued.count == 29)
    }

    @Test func descriptionOfAnEmptyFormatHasNoCaretLine() {
        #expect(
            parseError("")?.description == "Unable to parse constraint format:\nExpected a view, found an empty string")
    }
}

/// Whitespace is rejected wherever it stands, before anything else is checked, because UIKit
/// rejects it (see `VisualFormatParser`).
@Suite struct VisualFormatWhitespaceTests {
    @Test(arguments: [
        (" [a]", 1), ("[a] ", 4), ("[a] -[b]", 4), ("[a]- [b]", 5), ("[ a]", 2), ("[a( 20)]", 4),
        ("[a(> =20)]", 5), ("H :[a]", 2), ("[a]-\n[b]", 5),
    ])
    func rejectsWhitespaceAnywhere(format: String, column: Int) {
        let error = parseError(format)
        #expect(error?.column == column)
        if case .whitespace = error?.fault {
        } else {
            Issue.record("expected a whitespace fault, got \(String(describing: error))")
        }
    }

    @Test func whitespaceIsReportedBeforeAnEarlierFault() {
        let error = parseError("[a(>30)] ")
        #expect(error?.fault == .whitespace(" "))
        #expect(error?.column == 9)
    }
}

@Suite struct VisualFormatSemanticsTests {
    @Test func relationPriorityAndNamesArePreserved() throws {
        // |-(>=20@750)-[a(<=b@high,>=pad)]-pad-|
        // 12 4  7      14 16 19   24 27    33  37
        let parsed = try VisualFormat(
            parsing: "|-(>=20@750)-[a(<=b@high,>=pad)]-pad-|", viewNames: testViews, metricNames: testMetrics)
        let gap = predicate(
            number(20), at: 4, relation: .greaterThanOrEqual, objectAt: 6,
            priority: VisualFormat.Priority(value: .number(750), column: 9))
        let sizes = [
            predicate(
                .view("b"), at: 17, relation: .lessThanOrEqual, objectAt: 19,
                priority: VisualFormat.Priority(value: .metric("high"), column: 21)),
            predicate(.constant(.metric("pad")), at: 26, relation: .greaterThanOrEqual, objectAt: 28),
        ]
        #expect(
            parsed
                == format(
                    leading: superview(at: 1, connection(.predicates([gap]), at: 2)), first: view("a", at: 15, sizes),
                    trailing: superview(
                        at: 38, connection(.predicates([predicate(.constant(.metric("pad")), at: 34)]), at: 33))))
    }

    @Test func aNameThatIsBothAMetricAndAViewIsTheMetric() throws {
        let parsed = try VisualFormat(parsing: "[a(b)]", viewNames: ["a", "b"], metricNames: ["b"])
        #expect(parsed.firstView.predicates == [predicate(.constant(.metric("b")), at: 4)])
    }

    @Test func negativeSpacingInParentheses() throws {
        let parsed = try VisualFormat(parsing: "|-(-22)-[a]", viewNames: testViews)
        #expect(parsed.leadingSuperview?.connection.kind == .predicates([predicate(number(-22), at: 4)]))
    }

    /// UIKit reads a single full predicate between dashes, beyond the grammar's simple one.
    @Test func unparenthesisedConnectionPredicateMayHaveRelationAndPriority() throws {
        let parsed = try VisualFormat(parsing: "[a]->=20@high-[b]", viewNames: testViews, metricNames: testMetrics)
        let expected = predicate(
            number(20), at: 5, relation: .greaterThanOrEqual, objectAt: 7,
            priority: VisualFormat.Priority(value: .metric("high"), column: 10))
        #expect(parsed.followingViews.first?.connection.kind == .predicates([expected]))
    }

    @Test(arguments: [
        ("[a(20)]", 20.0), ("[a(0.5)]", 0.5), ("[a(5.)]", 5), ("[a(-.25)]", -0.25), ("[a(1e3)]", 1000),
        ("[a(2.5E-1)]", 0.25), ("[a(1e+2)]", 100),
    ])
    func numbersReadAsStrtodReadsThem(format: String, value: Double) throws {
        let parsed = try VisualFormat(parsing: format, viewNames: testViews)
        #expect(parsed.firstView.predicates.map(\.object) == [number(value)])
    }

    /// `strtod` leaves an `e` with no digits after it unread; so does the scanner, and the `e`
    /// is then out of place.
    @Test func exponentWithoutDigitsIsNotPartOfTheNumber() {
        let error = parseError("[a(1e)]")
        #expect(error?.fault == .unterminatedViewPredicates)
        #expect(error?.column == 5)
    }

    @Test func linksJoinEachConnectionsItems() throws {
        let parsed = try VisualFormat(parsing: "|-[a][b]-|", viewNames: testViews)
        let a = view("a", at: 4)
        let b = view("b", at: 7)
        #expect(
            parsed.links == [
                VisualFormat.Link(
                    before: .superview(column: 1), connection: connection(.standard, at: 2), after: .view(a)),
                VisualFormat.Link(before: .view(a), connection: connection(.flush, at: 6), after: .view(b)),
                VisualFormat.Link(
                    before: .view(b), connection: connection(.standard, at: 9), after: .superview(column: 10)),
            ])
        #expect(parsed.views == [a, b])
    }

    @Test func aLoneViewHasNoLinks() throws {
        #expect(try VisualFormat(parsing: "V:[a(>=pad)]", viewNames: testViews, metricNames: testMetrics).links == [])
    }
}

@Suite struct VisualFormatRoundTripTests {
    /// The canonical text is the one Apple's examples use, so each reads back as written.
    @Test(arguments: [
        "[button]-[textField]", "[button(>=50)]", "|-50-[purpleBox]-50-|", "V:[topField]-10-[bottomField]",
        "[maroonView][blueView]", "[button(100@20)]", "[button1(==button2)]", "[flexibleButton(>=70,<=100)]",
        "|-[find]-[findNext]-[findField(>=20)]-|",
    ])
    func appleExamplesReadBackAsWritten(text: String) throws {
        let names = Set([
            "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
            "button1", "button2", "flexibleButton", "find", "findNext", "findField",
        ])
        #expect(try VisualFormat(parsing: text, viewNames: names).description == text)
    }

    @Test(arguments: [
        ("V:|-(>=20@750)-[a(<=b@high,>=pad)]-pad-|", "V:|-(>=20@750)-[a(<=b@high,>=pad)]-pad-|"),
        ("|-(-22)-[a]", "|-(-22)-[a]"),
        ("H:[a]", "[a]"),
        ("[a]->=20-[b]", "[a]-(>=20)-[b]"),
        ("[a]-(pad)-[b]", "[a]-pad-[b]"),
        ("[a(==20,b)]", "[a(20,==b)]"),
        ("[a(1e3@1E2)]", "[a(1000@100)]"),
        ("[a(0.5)]-(2.5e-1)-|", "[a(0.5)]-0.25-|"),
    ])
    func canonicalText(text: String, canonical: String) throws {
        let parsed = try VisualFormat(parsing: text, viewNames: testViews, metricNames: testMetrics)
        #expect(parsed.description == canonical)
        let reparsed = try VisualFormat(parsing: canonical, viewNames: testViews, metricNames: testMetrics)
        #expect(reparsed.description == canonical)
    }
}

@Suite struct VisualFormatOptionsTests {
    @Test func rawValuesMatchUIKit() {
        let expected: [(VisualFormatOptions, UInt)] = [
            (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16),
            (.alignAllLeading, 32), (.alignAllTrailing, 64), (.alignAllCenterX, 512), (.alignAllCenterY, 1024),
            (.alignAllLastBaseline, 2048), (.alignAllBaseline, 2048), (.alignAllFirstBaseline, 4096),
            (.alignmentMask, 0xFFFF), (.directionLeadingToTrailing, 0), (.directionLeftToRight, 0x10000),
            (.directionRightToLeft, 0x20000), (.directionMask, 0x30000), (.spacingEdgeToEdge, 0),
            (.spacingBaselineToBaseline, 0x80000), (.spacingMask, 0x80000),
        ]
        for (option, rawValue) in expected {
            #expect(option.rawValue == rawValue)
        }
    }

    @Test func everyNameParsesToItsOption() throws {
        for (name, option) in VisualFormatOptions.namedOptions {
            #expect(try VisualFormatOptions(name: name) == option)
        }
        #expect(VisualFormatOptions.namedOptions.count == 16)
        #expect(try VisualFormatOptions(name: "alignAllCenterY").rawValue == 1024)
        #expect(try VisualFormatOptions(name: "alignAllBaseline") == .alignAllLastBaseline)
    }

    @Test func namesParseToTheirUnion() throws {
        let options = try VisualFormatOptions(names: ["alignAllTop", "alignAllBottom", "directionRightToLeft"])
        #expect(options.rawValue == 8 + 16 + 0x20000)
        #expect(options.names == ["alignAllTop", "alignAllBottom", "directionRightToLeft"])
        #expect(try VisualFormatOptions(names: ["directionLeadingToTrailing", "spacingEdgeToEdge"]) == [])
        #expect(VisualFormatOptions.alignAllBaseline.names == ["alignAllLastBaseline"])
    }

    @Test(arguments: [
        ("alignAllCentreY", "alignAllCenterY"), ("alignallcentery", "alignAllCenterY"),
        ("alignAllLeadng", "alignAllLeading"), ("AlignAllTop", "alignAllTop"),
        ("directionLeftToRigth", "directionLeftToRight"),
    ])
    func typoSuggestsTheNearestName(typo: String, suggestion: String) {
        #expect(throws: VisualFormatOptionsError.unknownName(typo, suggestion: suggestion)) {
            try VisualFormatOptions(name: typo)
        }
        #expect(
            VisualFormatOptionsError.unknownName(typo, suggestion: suggestion).description
                == "Unknown format option '\(typo)'. Did you mean '\(suggestion)'?")
    }

    @Test func unrelatedNameListsTheOptions() {
        #expect(throws: VisualFormatOptionsError.unknownName("sideways", suggestion: nil)) {
            try VisualFormatOptions(names: ["alignAllTop", "sideways"])
        }
        #expect(
            VisualFormatOptionsError.unknownName("sideways", suggestion: nil).description
                == "Unknown format option 'sideways'. The options are alignAllLeft, alignAllRight, alignAllTop, "
                + "alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, "
                + "alignAllLastBaseline, alignAllBaseline, alignAllFirstBaseline, directionLeadingToTrailing, "
                + "directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline")
    }
}

@Suite struct VisualFormatOptionsValidationTests {
    private let horizontalPair = try! VisualFormat(parsing: "[a]-[b]", viewNames: testViews)
    private let verticalPair = try! VisualFormat(parsing: "V:[a]-[b]", viewNames: testViews)

    @Test func eachAlignmentSuitsExactlyOneOrientation() {
        let alignments: [(VisualFormatOptions, VisualFormat.Orientation)] = [
            (.alignAllLeft, .vertical), (.alignAllRight, .vertical), (.alignAllLeading, .vertical),
            (.alignAllTrailing, .vertical), (.alignAllCenterX, .vertical), (.alignAllTop, .horizontal),
            (.alignAllBottom, .horizontal), (.alignAllCenterY, .horizontal), (.alignAllLastBaseline, .horizontal),
            (.alignAllFirstBaseline, .horizontal),
        ]
        for (option, orientation) in alignments {
            let (suited, unsuited) =
                orientation == .horizontal ? (horizontalPair, verticalPair) : (verticalPair, horizontalPair)
            #expect(throws: Never.self) { try option.validate(for: suited) }
            #expect(throws: VisualFormatOptionsError.alignmentAlongOrientation(option, unsuited.orientation)) {
                try option.validate(for: unsuited)
            }
        }
    }

    @Test func alignmentMessageNamesTheOptionAndTheOrientation() {
        #expect(
            VisualFormatOptionsError.alignmentAlongOrientation(.alignAllLeading, .horizontal).description
                == "alignAllLeading cannot be used with a horizontal format (H:), which lays its views out along "
                + "that axis already. A horizontal format takes alignAllTop, alignAllBottom, alignAllCenterY, "
                + "alignAllLastBaseline, alignAllFirstBaseline")
        #expect(
            VisualFormatOptionsError.alignmentAlongOrientation(.alignAllTop, .vertical).description
                == "alignAllTop cannot be used with a vertical format (V:), which lays its views out along "
                + "that axis already. A vertical format takes alignAllLeft, alignAllRight, alignAllLeading, "
                + "alignAllTrailing, alignAllCenterX")
    }

    @Test func theFirstMisalignedOptionInRawValueOrderIsReported() {
        let options: VisualFormatOptions = [.alignAllCenterY, .alignAllLeading, .alignAllLeft]
        #expect(throws: VisualFormatOptionsError.alignmentAlongOrientation(.alignAllLeft, .horizontal)) {
            try options.validate(for: horizontalPair)
        }
    }

    /// UIKit checks an alignment as it aligns a pair of views, so a single view passes.
    @Test func aSingleViewIsNeverMisaligned() throws {
        let single = try VisualFormat(parsing: "|-[a]-|", viewNames: testViews)
        #expect(throws: Never.self) { try VisualFormatOptions.alignAllLeading.validate(for: single) }
    }

    @Test func baselineSpacingOnlySuitsVerticalFormats() throws {
        #expect(throws: VisualFormatOptionsError.baselineSpacingInHorizontalFormat) {
            try VisualFormatOptions.spacingBaselineToBaseline.validate(for: horizontalPair)
        }
        #expect(throws: Never.self) { try VisualFormatOptions.spacingBaselineToBaseline.validate(for: verticalPair) }
        let unconnected = try VisualFormat(parsing: "[a(20)]", viewNames: testViews)
        #expect(throws: Never.self) { try VisualFormatOptions.spacingBaselineToBaseline.validate(for: unconnected) }
        #expect(
            VisualFormatOptionsError.baselineSpacingInHorizontalFormat.description
                == "spacingBaselineToBaseline cannot be used with a horizontal format (H:): "
                + "baselines can only space views from top to bottom")
    }
}

@Suite struct VisualFormatWrittenNumberTests {
    /// Every number written, in order, with its role and column; metrics and `-` are not numbers.
    @Test func numbersInReadingOrder() throws {
        // |-12-[a(>=1e3@750,pad)]-(-5@high)-[b]-|
        //   3       11  15         26
        let parsed = try VisualFormat(parsing: "|-12-[a(>=1e3@750,pad)]-(-5@high)-[b]-|", viewNames: testViews,
                                      metricNames: testMetrics)
        #expect(parsed.writtenNumbers == [
            VisualFormat.WrittenNumber(value: 12, role: .spacing, column: 3),
            VisualFormat.WrittenNumber(value: 1000, role: .size, column: 11),
            VisualFormat.WrittenNumber(value: 750, role: .priority, column: 15),
            VisualFormat.WrittenNumber(value: -5, role: .spacing, column: 26),
        ])
    }
}
