import Testing
@testable import Layout

/// Free-form layouts on anchors, solved by the Cassowary solver.
@Suite struct ConstraintLayoutTests {
    @Test func anchorsPlaceBoxesAndWrappingTextGetsASecondPass() throws {
        let layout = ConstraintLayout(width: 200)
        let container = layout.container
        let title = layout.addBox("title", item: StackLayoutTests.text(400))
        let badge = layout.addBox("badge", item: StackLayoutTests.box(24, 24))
        layout.add(title.leading == container.leading + 16)
        layout.add(title.trailing == badge.leading - 8)
        layout.add(badge.trailing == container.trailing - 16)
        layout.add(title.top == container.top + 16)
        layout.add(badge.centerY == title.centerY)
        layout.add(container.bottom >= title.bottom + 16)
        let (frames, height) = try layout.solve()
        // The title gets 200 − 16 − 8 − 24 − 16 = 136 points: 400 points of text need 3 lines.
        #expect(frames[0] == Frame(x: 16, y: 16, width: 136, height: 60))
        #expect(frames[1] == Frame(x: 160, y: 34, width: 24, height: 24))
        #expect(height == 16 + 60 + 16)
    }

    @Test func contradictoryAnchorsNameEachOther() throws {
        let layout = ConstraintLayout(width: 100)
        var fixed = StackLayoutTests.box(10, 10)
        fixed.constraints.length.horizontal = 80
        fixed.constraints.lengthPriority.horizontal = .required
        let box = layout.addBox("avatar", item: fixed)
        layout.add(box.leading == layout.container.leading + 40)
        layout.add(box.trailing <= layout.container.trailing)
        do {
            _ = try layout.solve()
            Issue.record("expected a conflict")
        } catch let error as SolverError {
            let text = error.description
            #expect(text.contains("avatar.width - 80 == 0 (required)"))
            #expect(text.contains("avatar.x"))
        }
    }

    @Test func baselineAnchorsUseTheMeasuredBaselines() throws {
        let layout = ConstraintLayout(width: 300)
        let big = layout.addBox("big", item: StackChild { _ in
            LayoutMeasurement(size: LayoutSize(width: 50, height: 40), firstBaseline: 30, lastBaseline: 30)
        })
        let small = layout.addBox("small", item: StackChild { _ in
            LayoutMeasurement(size: LayoutSize(width: 30, height: 16), firstBaseline: 12, lastBaseline: 12)
        })
        layout.add(big.leading == layout.container.leading)
        layout.add(big.top == layout.container.top)
        layout.add(small.leading == big.trailing + 8)
        // Baselines are known after measuring, so the constraint is written against offsets.
        layout.add(small.y + 12 == big.y + 30)
        layout.add(layout.container.bottom >= big.bottom)
        let (frames, _) = try layout.solve()
        #expect(frames[1].y == 18)
        #expect(frames[1].x == 58)
    }
}
