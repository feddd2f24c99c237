import Components

/// A running screen's play script in a catalogue: the entry for its first state and one entry per
/// step, each drawing the state the steps up to it lead to. Record, verify, render and the
/// one-line catalogue test treat them as any entries, so a failure names the step.
public struct CataloguePlay: Sendable {
    /// The script's name: the state name of its first entry (`"adds-oat-milk"`).
    public var name: String
    /// The script's steps.
    public var steps: [InteractionStep]
    /// Which state the entry draws: 0 for the first, `n` after the `n`th step.
    public var index: Int
    /// The running screen for a variant's context.
    public var screen: @Sendable (CatalogueContext) -> any PlayableScreen

    /// The step that led to this entry's state; `nil` for the first state.
    public var step: InteractionStep? { index == 0 ? nil : steps[index - 1] }

    /// The state name of the entry for the state after `index` steps: the script's name, then
    /// `.1`, `.2` … (`adds-oat-milk.2`).
    public static func stateName(_ name: String, index: Int) -> String {
        index == 0 ? name : "\(name).\(index)"
    }

    /// Plays the script up to `index` steps (all, when `nil`) under a variant's context.
    public func play(in context: CatalogueContext, through index: Int? = nil) throws(PlayError) -> [PlayedStep] {
        try screen(context).play(
            Array(steps.prefix(index ?? steps.count)), renderer: ComponentRenderer(traits: context.traits), layout: context.layout,
            limits: .standard)
    }
}

extension CatalogueEntry {
    /// A running screen and its play script: an entry for the first state and one per step, named
    /// `name`, `name.1`, `name.2` …, all with the same variants.
    ///
    /// ```swift
    /// CatalogueGroup("Basket") {
    ///     CatalogueEntry.playing("adds-oat-milk", steps: [.type("Oat milk", into: "New item"), .tap("Add")]) { context in
    ///         Basket.screen(theme: context.theme)
    ///     }
    /// }
    /// ```
    public static func playing(
        component: String = "", _ name: String, steps: [InteractionStep], layout: RenderLayout = .sizeThatFits,
        variants: VariantMatrix = .inherited, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column, screen: @escaping @Sendable (CatalogueContext) -> some PlayableScreen
    ) -> [CatalogueEntry] {
        (0...steps.count).map { index in
            let script = CataloguePlay(name: name, steps: steps, index: index, screen: { screen($0) })
            var entry = CatalogueEntry(
                component: component, state: CataloguePlay.stateName(name, index: index), layout: layout, variants: variants, fileID: fileID,
                filePath: filePath, line: line, column: column
            ) { context -> AnyRenderable in
                do throws(PlayError) {
                    return try script.play(in: context, through: index)[index].component
                } catch {
                    return PlayFailure(error: error).asAnyRenderable()
                }
            }
            entry.play = script
            return entry
        }
    }
}

extension CatalogueEntry {
    /// For the entry of a script's step, the frames of the transition into its state from the one
    /// before (see `Transition.frames(from:to:timing:)`), drawn at the variant's traits and layout;
    /// `nil` for a still entry or a script's first state.
    public func transitionFrames(for variant: CatalogueVariant, timing: TransitionTiming = .tableRows) throws -> [Bitmap]? {
        guard let play, play.index > 0 else { return nil }
        let played = try play.play(in: context(for: variant), through: play.index)
        let renderer = ComponentRenderer(traits: variant.traits)
        return try Transition.frames(from: played[play.index - 1].component, to: played[play.index].component, timing: timing).map {
            try renderer.bitmap(of: $0, layout: layout(for: variant))
        }
    }
}

/// What a play that failed draws: nothing; measuring it throws the play's error, so the entry
/// fails with it and the others go on.
struct PlayFailure: Renderable {
    var error: PlayError

    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        throw .component(error.description)
    }

    func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        throw .component(error.description)
    }
}
