import Foundation

/// What a build may change about a spec: the flags of `plumb render` and `plumb explain`
/// (`--device`, `--orientation`, `--traits`, `--design`) and the text measurer.
public struct BuildOptions {
    /// The device to lay out on instead of the spec's `device` or `window`.
    public var device: Device?
    /// The orientation instead of the spec's.
    public var orientation: Orientation?
    /// Traits that override the spec's `traits` (those set here win).
    public var traitOverrides: TraitPredicate
    /// The design instead of the spec's (or the one a document's Xcode implies).
    public var design: InterfaceDesign?
    /// Measures text; nil for `FixedAdvanceTextMeasurer`, the engine's default.
    public var textMeasurer: (any TextMeasuring)?

    public init(device: Device? = nil, orientation: Orientation? = nil, traitOverrides: TraitPredicate = TraitPredicate(),
                design: InterfaceDesign? = nil, textMeasurer: (any TextMeasuring)? = nil) {
        self.device = device
        self.orientation = orientation
        self.traitOverrides = traitOverrides
        self.design = design
        self.textMeasurer = textMeasurer
    }
}
