import AutoLayout
import Foundation

extension SpecNode {
    /// A view's transform, applied about its centre, in one of three forms:
    ///
    /// - `{rotate: 45, scale: [1.8, 1], translate: [100, 0]}`: each step optional, applied to
    ///   the view in that order (rotated, then scaled, then moved); `rotate` is in degrees,
    ///   `scale` one number or `[x, y]`;
    /// - a list of such one-step mappings, applied in the list's order
    ///   (`[{translate: [100, 0]}, {rotate: 45}]`);
    /// - the matrix, `{a, b, c, d, tx, ty}` (Core Graphics' fields; those not given are the
    ///   identity's).
    func transform() throws(SpecError) -> CGAffineTransform {
        if case .sequence = node {
            var result = CGAffineTransform.identity
            for step in try sequence() {
                let entries = try step.mapping("a step: {rotate: degrees}, {scale: factor or [x, y]} or {translate: [x, y]}")
                try entries.checkKeys(SpecNode.transformSteps, in: "a transform step")
                guard entries.entries.count == 1, let entry = entries.entries.first else {
                    throw step.error("expected one step in each element of a transform list, found \(entries.entries.count)")
                }
                result = result.concatenating(try entry.value.transformStep(entry.key))
            }
            return result
        }
        let entries = try mapping("a transform: {rotate, scale, translate}, a list of steps, or {a, b, c, d, tx, ty}")
        if entries.entries.contains(where: { SpecNode.matrixFields.contains($0.key) }) {
            try entries.checkKeys(SpecNode.matrixFields, in: "a transform matrix")
            func field(_ name: String, _ identity: CGFloat) throws(SpecError) -> CGFloat {
                try entries[name]?.points("a matrix field") ?? identity
            }
            return CGAffineTransform(a: try field("a", 1), b: try field("b", 0), c: try field("c", 0),
                                     d: try field("d", 1), tx: try field("tx", 0), ty: try field("ty", 0))
        }
        try entries.checkKeys(SpecNode.transformSteps, in: "a transform")
        var result = CGAffineTransform.identity
        for name in SpecNode.transformSteps {
            if let value = entries[name] { result = result.concatenating(try value.transformStep(name)) }
        }
        return result
    }

    /// The step names, in the order a mapping applies them.
    private static let transformSteps = ["rotate", "scale", "translate"]
    /// The fields of a matrix.
    private static let matrixFields = ["a", "b", "c", "d", "tx", "ty"]

    /// One step: `rotate`, `scale` or `translate` with this value.
    private func transformStep(_ name: String) throws(SpecError) -> CGAffineTransform {
        switch name {
        case "rotate":
            return CGAffineTransform(rotationAngle: try points("an angle in degrees") * .pi / 180)
        case "scale":
            if case .scalar = node {
                let factor = try points("a scale factor, or [x, y]")
                return CGAffineTransform(scaleX: factor, y: factor)
            }
            let factors = try tuple(2, "a scale factor, or [x, y]")
            return CGAffineTransform(scaleX: try factors[0].points("a scale factor"), y: try factors[1].points("a scale factor"))
        default:
            let offset = try point()
            return CGAffineTransform(translationX: offset.x, y: offset.y)
        }
    }
}
