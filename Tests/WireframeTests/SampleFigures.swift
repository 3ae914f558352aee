import AutoLayout
import Foundation
import Wireframe

/// A busy login screen that uses every mark: the figure the vocabulary tests draw.
enum SampleFigures {
    static func login(theme: Theme = .light) -> Figure {
        var figure = Figure(
            windowSize: CGSize(width: 320, height: 300),
            theme: theme,
            caption: Caption(title: "Login", device: "iPhone SE (320 × 568 pt)", traits: ["compact width", "regular height"])
        )
        let root = CGRect(x: 0, y: 0, width: 320, height: 300)
        let safe = CGRect(x: 0, y: 20, width: 320, height: 280)
        let margins = CGRect(x: 16, y: 28, width: 288, height: 264)
        let title = CGRect(x: 16, y: 40, width: 288, height: 21)
        let email = CGRect(x: 16, y: 77, width: 288, height: 34)
        let password = CGRect(x: 16, y: 119, width: 288, height: 34)
        let button = CGRect(x: 16, y: 169, width: 288, height: 44)
        let solvedButton = CGRect(x: 16, y: 175, width: 288, height: 44)
        figure.add(contentsOf: [
            .view(ViewMark(frame: root, identifier: "root", kind: "UIView")),
            .safeArea(frame: safe, viewFrame: root),
            .layoutMargins(frame: root, marginsFrame: margins),
            .layoutGuide(frame: CGRect(x: 16, y: 229, width: 288, height: 55), identifier: "footerGuide"),
            .view(ViewMark(frame: title, identifier: "title", kind: "UILabel")),
            .view(ViewMark(frame: email, identifier: "email", kind: "UITextField", backgroundColor: try! Color(hex: "#E5E5EA"))),
            .view(ViewMark(frame: password, identifier: "password", kind: "UITextField", backgroundColor: try! Color(hex: "#E5E5EA"))),
            .view(ViewMark(frame: button, identifier: "signIn", kind: "UIButton", backgroundColor: try! Color(hex: "#007AFF66"))),
            .misplacedFrame(solvedButton),
            .hiddenView(frame: CGRect(x: 16, y: 161, width: 288, height: 0.5).insetBy(dx: 0, dy: -4), identifier: "error"),
            .view(ViewMark(
                frame: CGRect(x: 250, y: 244, width: 44, height: 24),
                identifier: "badge",
                kind: "UIView",
                backgroundColor: try! Color(hex: "#FF9500"),
                transform: CGAffineTransform(rotationAngle: .pi / 12)
            )),
            .constraint(ConstraintMark(from: CGPoint(x: 160, y: 20), to: CGPoint(x: 160, y: 40), kind: .space, constant: 20)),
            .constraint(ConstraintMark(from: CGPoint(x: 0, y: 50), to: CGPoint(x: 16, y: 50), kind: .space, constant: 16)),
            .constraint(ConstraintMark(from: CGPoint(x: 304, y: 50), to: CGPoint(x: 320, y: 50), kind: .space, constant: 16)),
            .constraint(ConstraintMark(from: CGPoint(x: 100, y: 61), to: CGPoint(x: 100, y: 77), kind: .space, constant: 16)),
            .constraint(ConstraintMark(from: CGPoint(x: 100, y: 111), to: CGPoint(x: 100, y: 119), kind: .space, constant: 8)),
            .constraint(ConstraintMark(from: CGPoint(x: 16, y: 30), to: CGPoint(x: 16, y: 220), kind: .alignment)),
            .constraint(ConstraintMark(
                from: CGPoint(x: 200, y: 153), to: CGPoint(x: 200, y: 169), kind: .space,
                relation: .greaterThanOrEqual, constant: 16, priority: 750
            )),
            .constraint(ConstraintMark(from: CGPoint(x: 60, y: 153), to: CGPoint(x: 60, y: 169), kind: .space, constant: 12, status: .conflicting)),
            .constraint(ConstraintMark(from: CGPoint(x: 260, y: 153), to: CGPoint(x: 260, y: 169), kind: .space, constant: 10, status: .misplaced)),
            .constraint(ConstraintMark(from: CGPoint(x: email.minX, y: email.maxY - 5), to: CGPoint(x: email.maxX, y: email.maxY - 5),
                                       kind: .equalSize, constant: 0, reference: "password")),
            .constraint(ConstraintMark(from: CGPoint(x: password.minX, y: password.maxY - 5), to: CGPoint(x: password.maxX, y: password.maxY - 5),
                                       kind: .equalSize, constant: 0, reference: "email")),
        ])
        return figure
    }
}
