import ArgumentParser

/// The `plumb` command: solve layout specs as UIKit would, draw them as wireframes, explain
/// them, and check them against golden renders.
@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "UIKit Auto Layout on Linux: solve layout specs and draw them as wireframes.",
        discussion: """
            A spec (YAML or JSON) describes a window, its views, stack views, layout guides and \
            size classes; plumb solves it as UIKit would and draws it in Interface Builder's \
            visual language.

            Exit codes: 0 success; 1 a check failed, or a warning under --strict; 64 bad \
            flags; 65 a bad spec or an unreadable file.
            """,
        version: "1.0.0",
        subcommands: [Render.self, Explain.self, Devices.self, Check.self])
}
