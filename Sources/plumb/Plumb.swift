import ArgumentParser

/// The `plumb` command: solve layout specs as UIKit would, draw them as wireframes, explain
/// them, and check them against golden renders.
@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "UIKit Auto Layout on Linux: solve layout specs, storyboards and xibs and draw them as wireframes.",
        discussion: """
            A spec (YAML or JSON) describes a window, its views, stack views, layout guides and \
            size classes; plumb solves it as UIKit would and draws it in Interface Builder's \
            visual language. A storyboard or xib is read the same way: each scene is a layout \
            named <document>.<scene>, and views whose stored frame differs from the solved one \
            by more than a pixel are reported misplaced.

            Exit codes: 0 success; 1 a check failed, or a warning under --strict; 64 bad \
            flags; 65 a bad spec, storyboard or xib, or an unreadable file.
            """,
        version: "1.0.0",
        subcommands: [Render.self, Explain.self, Devices.self, Check.self])
}
