import Testing
@testable import Layout

/// Stack layouts without pixels: the frames `UIStackView` gives for the same children.
@Suite struct StackLayoutTests {
    static func box(_ width: Double, _ height: Double, baseline: Double? = nil) -> StackChild {
        StackChild { _ in LayoutMeasurement(size: LayoutSize(width: width, height: height), firstBaseline: baseline, lastBaseline: baseline) }
    }

    /// A stand-in for wrapping text: `length` points of text on lines of `lineHeight`.
    static func text(_ length: Double, lineHeight: Double = 20) -> StackChild {
        StackChild { width in
            guard let width, width < length else {
                return LayoutMeasurement(size: LayoutSize(width: length, height: lineHeight), firstBaseline: 15, lastBaseline: 15)
            }
            let lines = (length / max(width, 1)).rounded(.up)
            return LayoutMeasurement(
                size: LayoutSize(width: width, height: lines * lineHeight), firstBaseline: 15, lastBaseline: 15 + (lines - 1) * lineHeight)
        }
    }

    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Frame {
        Frame(x: x, y: y, width: width, height: height)
    }

    @Test func horizontalFillStretchesTheLowestHuggingChild() throws {
        var flexible = Self.box(50, 10)
        flexible.hugging.horizontal = LayoutPriority(200)
        let stack = StackLayout(axis: .horizontal, spacing: 10)
        let result = try stack.arrange([Self.box(40, 20), flexible, Self.box(30, 30)], width: 300, height: 30)
        #expect(result.frames == [Self.frame(0, 0, 40, 30), Self.frame(50, 0, 210, 30), Self.frame(270, 0, 30, 30)])
        // With equal priorities the earlier child takes the space, and the ambiguity is reported.
        final class Log: LayoutDiagnostics, @unchecked Sendable {
            var messages: [String] = []
            func reportAmbiguity(_ message: String) { messages.append(message) }
        }
        let log = Log()
        let tie = try stack.arrange([Self.box(40, 20), Self.box(30, 30)], width: 200, diagnostics: log)
        #expect(tie.frames[0].width == 160 && tie.frames[1].x == 170)
        #expect(log.messages.count == 1 && log.messages[0].contains("same content hugging priority 250"))
    }

    /// SwiftUI's names for a horizontal stack's alignments: `.top` puts a short child at the top,
    /// `.bottom` at the bottom, and the text baselines line up as `firstBaseline` does.
    @Test func swiftUINamesAlignAsTheirUIKitCases() throws {
        let children = [Self.box(40, 20, baseline: 15), Self.box(30, 40, baseline: 30)]
        func frames(_ alignment: StackAlignment) throws -> [Frame] {
            try StackLayout(axis: .horizontal, spacing: 10, alignment: alignment).arrange(children, width: 80).frames
        }
        let top = try frames(.top)
        #expect(top[0] == Self.frame(0, 0, 40, 20), "\(top)")
        #expect(try frames(.bottom)[0] == Self.frame(0, 20, 40, 20))
        #expect(try frames(.firstTextBaseline) == frames(.firstBaseline) && frames(.lastTextBaseline) == frames(.lastBaseline))
        #expect(try frames(.firstTextBaseline)[0].y == 15)
    }

    @Test func compressionResistanceDecidesWhichLabelShrinks() throws {
        var keeps = Self.text(200), gives = Self.text(200)
        keeps.compressionResistance.horizontal = LayoutPriority(751)
        gives.compressionResistance.horizontal = LayoutPriority(749)
        let stack = StackLayout(axis: .horizontal, spacing: 8)
        let result = try stack.arrange([gives, keeps], width: 300)
        #expect(result.frames[0].width == 300 - 8 - 200)
        #expect(result.frames[1].width == 200)
        // The shrunk label wraps: 200 points of text at 92 wide need three lines.
        #expect(result.frames[0].height == 60)
        #expect(result.size.height == 60)
        // Swap the priorities and the other one shrinks.
        let swapped = try stack.arrange([keeps, gives], width: 300)
        #expect(swapped.frames[0].width == 200 && swapped.frames[1].width == 92)
    }

    @Test func anImageWithAFixedSizeKeepsItBesideALongLabel() throws {
        var icon = Self.box(48, 48)  // the bitmap's own size
        icon.constraints.length = PerAxis(horizontal: 24, vertical: 24)
        let stack = StackLayout(axis: .horizontal, spacing: 8, alignment: .center)
        let result = try stack.arrange([icon, Self.text(1000), icon], width: 390)
        #expect(result.frames[0] == Self.frame(0, 28, 24, 24))
        #expect(result.frames[2].width == 24 && result.frames[2].height == 24 && result.frames[2].maxX == 390)
        #expect(result.frames[1].width == 390 - 48 - 16)
        // The label wraps to 4 lines (1000 / 326): the row is 80 tall and the icons are centred.
        #expect(result.size.height == 80)
        #expect(result.frames[1].height == 80)
    }

    @Test func aWrappingLabelGrowsInHeightAsTheWidthShrinks() throws {
        let column = StackLayout(axis: .vertical, spacing: 4)
        let wide = try column.arrange([Self.text(300), Self.box(10, 10)], width: 400)
        let narrow = try column.arrange([Self.text(300), Self.box(10, 10)], width: 100)
        #expect(wide.size.height == 20 + 4 + 10)
        #expect(narrow.size.height == 60 + 4 + 10)
        #expect(narrow.frames[1].y == 64)
    }

    @Test(arguments: StackAlignment.allCases)
    func horizontalAlignments(_ alignment: StackAlignment) throws {
        let stack = StackLayout(axis: .horizontal, spacing: 5, alignment: alignment, margins: EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5))
        let children = [Self.box(10, 20, baseline: 16), Self.box(10, 40, baseline: 30)]
        let result = try stack.arrange(children)
        let ys: [Double], heights: [Double], height: Double
        switch alignment {
        case .fill: (ys, heights, height) = ([2, 2], [40, 40], 46)
        case .leading: (ys, heights, height) = ([2, 2], [20, 40], 46)
        case .center: (ys, heights, height) = ([12, 2], [20, 40], 46)
        case .trailing: (ys, heights, height) = ([22, 2], [20, 40], 46)
        // Baselines at 16 and 30 line up at 30: the short box moves down 14.
        case .firstBaseline, .lastBaseline: (ys, heights, height) = ([16, 2], [20, 40], 46)
        }
        #expect(result.frames.map(\.y) == ys)
        #expect(result.frames.map(\.height) == heights)
        #expect(result.frames.map(\.x) == [3, 18])
        #expect(result.size == LayoutSize(width: 3 + 10 + 5 + 10 + 5, height: height))
    }

    @Test(arguments: StackAlignment.allCases)
    func verticalAlignments(_ alignment: StackAlignment) throws {
        let stack = StackLayout(axis: .vertical, spacing: 5, alignment: alignment)
        let result = try stack.arrange([Self.box(20, 10), Self.box(60, 10)], width: 100)
        let xs: [Double], widths: [Double]
        switch alignment {
        case .fill: (xs, widths) = ([0, 0], [100, 100])
        case .leading, .firstBaseline, .lastBaseline: (xs, widths) = ([0, 0], [20, 60])
        case .center: (xs, widths) = ([40, 20], [20, 60])
        case .trailing: (xs, widths) = ([80, 40], [20, 60])
        }
        #expect(result.frames.map(\.x) == xs)
        #expect(result.frames.map(\.width) == widths)
        #expect(result.frames.map(\.y) == [0, 15])
    }

    @Test(arguments: StackDistribution.allCases)
    func distributions(_ distribution: StackDistribution) throws {
        let stack = StackLayout(axis: .horizontal, spacing: 10, distribution: distribution)
        let result = try stack.arrange([Self.box(20, 10), Self.box(40, 10), Self.box(60, 10)], width: 320, height: 10)
        let xs: [Double], widths: [Double]
        switch distribution {
        case .fill: (xs, widths) = ([0, 210, 260], [200, 40, 60])
        case .fillEqually: (xs, widths) = ([0, 110, 220], [100, 100, 100])
        case .fillProportionally: (xs, widths) = ([0, 110, 230], [100, 110, 90].map { _ in 0 })
        case .equalSpacing: (xs, widths) = ([0, 120, 260], [20, 40, 60])
        // Centres 140 apart (10, 150, 290), every gap above the 10-point spacing.
        case .equalCentering: (xs, widths) = ([0, 130, 260], [20, 40, 60])
        }
        if distribution == .fillProportionally {
            // 300 points shared 20 : 40 : 60.
            #expect(result.frames.map(\.width) == [50, 100, 150])
            #expect(result.frames.map(\.x) == [0, 60, 170])
        } else {
            #expect(result.frames.map(\.x) == xs)
            #expect(result.frames.map(\.width) == widths)
        }
    }

    @Test func hiddenChildrenTakeNoSpaceAndNoSpacing() throws {
        var hidden = Self.box(100, 100)
        hidden.isHidden = true
        let stack = StackLayout(axis: .vertical, spacing: 8, margins: EdgeInsets(4))
        let result = try stack.arrange([Self.box(10, 10), hidden, Self.box(10, 10)])
        #expect(result.frames[1] == Self.frame(0, 0, 0, 0))
        #expect(result.frames[2].y == 4 + 10 + 8)
        #expect(result.size == LayoutSize(width: 18, height: 36))
    }

    @Test func nestedStacksComposeTheirSizes() throws {
        // A row [icon 24×24, label, icon] inside a column with margins: the Bento row shape.
        let row = StackLayout(axis: .horizontal, spacing: 8, alignment: .center, margins: EdgeInsets(8))
        var icon = Self.box(24, 24)
        icon.constraints.length = PerAxis(horizontal: 24, vertical: 24)
        func rowChild(_ textLength: Double) -> StackChild {
            StackChild { width in try row.arrange([icon, Self.text(textLength), icon], width: width).measurement }
        }
        let column = StackLayout(axis: .vertical)
        let result = try column.arrange([rowChild(100), rowChild(600)], width: 390)
        // Row 1: 24 tall content + margins; row 2: text 600 at 390 − 16 − 64 = 310 wraps to 2 lines.
        #expect(result.frames[0] == Self.frame(0, 0, 390, 40))
        #expect(result.frames[1] == Self.frame(0, 40, 390, 56))
        let inner = try row.arrange([icon, Self.text(600), icon], width: 390, height: 56)
        #expect(inner.frames[1] == Self.frame(40, 8, 310, 40))
        #expect(inner.frames[2] == Self.frame(358, 16, 24, 24))
    }

    @Test func constraintsClampAndDeriveSizes() throws {
        var square = Self.box(50, 10)
        square.constraints.aspectRatio = 1
        square.constraints.length.horizontal = 30
        #expect(try square.measurement(width: nil).size == LayoutSize(width: 30, height: 30))
        var tall = Self.box(50, 10)
        tall.constraints.minimum.vertical = 44
        #expect(try tall.measurement(width: nil).size.height == 44)
        var capped = Self.text(300)
        capped.constraints.maximum.vertical = 30
        #expect(try capped.measurement(width: 100).size.height == 30)
    }

    @Test func preparedChildrenArrangeLikeFreshOnesAtEveryWidth() throws {
        // A stack laid out again and again (a width change) reuses its prepared children: the
        // bounds, priorities and growth order must not carry anything over from one width to the next.
        var icon = Self.box(24, 24)
        icon.constraints.length = PerAxis(horizontal: 24, vertical: 24)
        var hidden = Self.box(80, 10)
        hidden.isHidden = true
        var stubborn = Self.text(120)
        stubborn.compressionResistance.horizontal = LayoutPriority(800)
        let children = [icon, Self.text(300), hidden, stubborn, icon]
        for axis in Axis.allCases {
            for alignment in [StackAlignment.fill, .center, .firstBaseline] {
                let stack = StackLayout(axis: axis, spacing: 6, alignment: alignment, margins: EdgeInsets(4))
                let prepared = StackChildren(children, axis: axis)
                for width in stride(from: 40.0, through: 600, by: 37) {
                    let height: Double? = axis == .vertical ? width : nil
                    let fresh = try stack.arrange(children, width: width, height: height)
                    #expect(try stack.arrange(prepared, width: width, height: height) == fresh, "\(axis) \(alignment) at \(width)")
                }
            }
        }
        // Children prepared for the other axis are prepared again rather than misread.
        let row = StackLayout(axis: .horizontal, spacing: 6)
        let forColumn = StackChildren(children, axis: .vertical)
        #expect(try row.arrange(forColumn, width: 200) == row.arrange(children, width: 200))
    }

    @Test func aShareOfTheStackHoldsAtEveryWidth() throws {
        // Bento's TextInput: the title a quarter of the row, the field the rest, whatever the width.
        var title = Self.text(60)
        title.constraints.shareOfStack.horizontal = 0.25
        let row = StackLayout(axis: .horizontal, spacing: 16, margins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        for width in [320.0, 390, 768] {
            let inner = width - 32
            let result = try row.arrange([title, Self.text(400)], width: width)
            #expect(result.frames[0].width == inner * 0.25)
            #expect(result.frames[1].x == 16 + inner * 0.25 + 16)
            #expect(result.frames[1].width == inner * 0.75 - 16)
        }
        // Measuring without a width, the share has nothing to be a share of: the content's width.
        #expect(try row.arrange([title, Self.text(100)]).frames[0].width == 60)
        // A share wraps text as any allocated width does, and limits still hold.
        title.constraints.maximum.horizontal = 50
        let capped = try row.arrange([title, Self.text(400)], width: 400)
        #expect(capped.frames[0].width == 50)
        #expect(capped.frames[0].height == 40)

        // Across a column: a child half the column's width, at the leading edge of a centred column too.
        var half = Self.box(10, 10)
        half.constraints.shareOfStack.horizontal = 0.5
        let column = StackLayout(axis: .vertical, alignment: .center)
        let placed = try column.arrange([half, Self.box(300, 10)], width: 300)
        #expect(placed.frames[0] == Self.frame(75, 0, 150, 10))
    }
}
