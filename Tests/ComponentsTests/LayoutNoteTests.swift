import Testing
@testable import Components

/// A laid-out component's notes are values (issue 77): the audit reads a cut text's needed width
/// as a number, where it parsed `needs-width 142.5` back, and records write the same words.
@Suite struct LayoutNoteTests {
    @Test func notesAreValuesWrittenAsRecordsWriteThem() throws {
        #expect(LayoutNote.needsWidth(142.46).description == "needs-width 142.5")
        #expect(LayoutNote.needsWidth(142.46).neededWidth == 142.5)
        #expect(LayoutNote.needsHeight(44).description == "needs-height 44")
        #expect(LayoutNote.needsHeight(44).neededWidth == nil && LayoutNote.needsHeight(44).neededHeight == 44)
        for word in ["truncated", "squeezed", "large-text", "moved", "needs-width 12.5", "needs-height 3", "a team's own"] {
            #expect(LayoutNote(word).description == word)
        }
        #expect(LayoutNote("truncated") == .truncated && LayoutNote("large-text") == .largeText)
        #expect(LayoutNote("needs-width wide").neededWidth == nil, "a note of a team's own, kept as written")

        // A label cut by its width notes what it needs, as a number.
        let label = UI.Label(text: "A fare that is far too long for its place").numberOfLines(1)
        let nodes = try ComponentRenderer(traits: RenderTraits(scale: 1)).layoutNodes(of: label, layout: .width(80))
        let notes = try #require(nodes.first?.layoutNotes)
        #expect(notes.contains(.truncated))
        #expect((notes.compactMap(\.neededWidth).first ?? 0) > 80, "\(notes)")
    }
}
