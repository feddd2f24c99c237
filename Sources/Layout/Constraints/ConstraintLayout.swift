/// A free-form layout: boxes related by constraints on their anchors, solved by the Cassowary
/// solver, with intrinsic sizes and Auto Layout's second pass for height-for-width content.
///
/// ```swift
/// let layout = ConstraintLayout(width: 390)
/// let title = layout.addBox("title", measure: { width in measureText(width) })
/// layout.add(title.leading == layout.container.leading + 16)
/// layout.add(title.trailing == layout.container.trailing - 16)
/// layout.add(title.top == layout.container.top + 16)
/// let frames = try layout.solve()
/// ```
public final class ConstraintLayout {
    /// The box for the container: its width is fixed, its height is what the content needs.
    public let container = LayoutBox("container")
    /// The container's width in points.
    public let width: Double
    private var boxes: [(box: LayoutBox, item: StackChild)] = []
    private var constraints: [Constraint] = []

    /// Creates a layout for a container of a given width.
    public init(width: Double) {
        self.width = width
    }

    /// Adds a box whose content measures itself (height for a given width); priorities and size
    /// constraints as `StackChild` describes them.
    @discardableResult
    public func addBox(_ name: String, item: StackChild) -> LayoutBox {
        let box = LayoutBox(name)
        boxes.append((box, item))
        return box
    }

    /// Adds a constraint between anchors.
    public func add(_ constraint: Constraint) {
        constraints.append(constraint)
    }

    /// The frames of the boxes, in the order they were added, and the container's height.
    ///
    /// First pass: every box at its natural size. Second pass (as Auto Layout does with
    /// `preferredMaxLayoutWidth`): content whose height depends on its width is measured again at
    /// the width it was given, and the system is solved once more.
    ///
    /// - Throws: `SolverError` when the required constraints contradict each other; the error
    ///   lists the constraints involved.
    public func solve() throws -> (frames: [Frame], height: Double) {
        let solver = Solver()
        try solver.add(container.x == 0)
        try solver.add(container.y == 0)
        try solver.add(container.width == width)
        try solver.add(container.height >= 0)
        try solver.add(Constraint(Expression(container.height), .equal, strength: .weak))
        for constraint in constraints { try solver.add(constraint) }
        var intrinsic: [[Constraint]] = []
        for (box, item) in boxes {
            let measured = try item.measurement(width: nil)
            box.firstBaselineOffset = measured.firstBaseline
            box.lastBaselineOffset = measured.lastBaseline
            let added = box.intrinsicSizeConstraints(
                measured.size, hugging: item.hugging, compressionResistance: item.compressionResistance)
                + sizeConstraints(for: box, item.constraints)
            try solver.add(added)
            intrinsic.append(added)
        }
        // Second pass for content whose height changes at the width it got.
        for (index, (box, item)) in boxes.enumerated() {
            let given = solver.value(of: box.width)
            let natural = try item.measurement(width: nil)
            guard abs(given - natural.size.width) > 1e-9 else { continue }
            let remeasured = try item.measurement(width: given)
            guard abs(remeasured.size.height - natural.size.height) > 1e-9 else { continue }
            for constraint in intrinsic[index] { try solver.remove(constraint) }
            box.firstBaselineOffset = remeasured.firstBaseline
            box.lastBaselineOffset = remeasured.lastBaseline
            let replaced = box.intrinsicSizeConstraints(
                LayoutSize(width: natural.size.width, height: remeasured.size.height),
                hugging: item.hugging, compressionResistance: item.compressionResistance)
                + sizeConstraints(for: box, item.constraints)
            try solver.add(replaced)
        }
        return (boxes.map { $0.box.frame(in: solver) }, solver.value(of: container.height))
    }

    private func sizeConstraints(for box: LayoutBox, _ constraints: SizeConstraints) -> [Constraint] {
        var result: [Constraint] = []
        for (axis, variable) in [(Axis.horizontal, box.width), (.vertical, box.height)] {
            if let length = constraints.length[axis] {
                result.append(Constraint(variable - length, .equal, strength: constraints.lengthPriority[axis].strength))
            }
            if let minimum = constraints.minimum[axis] { result.append(variable >= minimum) }
            if let maximum = constraints.maximum[axis] { result.append(variable <= maximum) }
        }
        if let ratio = constraints.aspectRatio, ratio > 0 { result.append(box.width == box.height * ratio) }
        return result
    }
}
