/// One of a screen's boxes as the screen draws it: a table at rest (`BoxContent`), or part way
/// through a change (`TableTransition`). The screen tells it which part of it shows.
protocol ScreenBoxDrawing: Renderable {
    /// The part of the canvas on screen, top to bottom, when known: pieces wholly outside it are
    /// laid out (they place the others) but not drawn.
    var visible: ClosedRange<Double>? { get set }
}

extension BoxContent: ScreenBoxDrawing {}

extension TableTransition: ScreenBoxDrawing {
    var visible: ClosedRange<Double>? {
        get { after.visible }
        set { after.visible = newValue }
    }
}
