import DesignTokens
import Layout
import Rasterizer
import SafeText

extension UI {
    /// Text set in typography tokens: one line by default, wrapped, truncated and aligned as
    /// `UILabel` does, in one style or in mixed runs.
    public struct Label: Renderable, Hashable {
        /// The characters shown, when the label has one style.
        public var text: String
        /// Mixed runs (bold or coloured spans); when set, `text`, `style` and `color` are ignored.
        public var attributedText: AttributedText?
        /// The text style; `nil` uses the theme's `body1`.
        public var style: TextStyle?
        /// The colour; `nil` uses the theme's `textPrimary`.
        public var color: Color?
        /// Horizontal placement of the lines.
        public var alignment: TextAlignment = .natural
        /// Breaking and truncation of text that does not fit.
        public var lineBreakMode: LineBreakMode = .truncateTail
        /// The most lines shown; 0 means as many as the text needs. `UILabel`'s default is 1.
        public var numberOfLines: Int = 1
        /// Extra space between lines.
        public var lineSpacing: Double = 0
        /// How lines are chosen beyond Unicode's opportunities: `UILabel`'s `.standard` (Korean
        /// words kept whole, the last line not left with one word), or `[]` to break greedily.
        public var lineBreakStrategy = LineBreakStrategy.standard

        /// Creates a label.
        public init(text: String, style: TextStyle? = nil, color: Color? = nil) {
            self.text = text
            self.style = style
            self.color = color
        }

        /// Creates a label from mixed runs.
        public init(attributedText: AttributedText) {
            self.text = attributedText.string
            self.attributedText = attributedText
        }

        /// The same label in another text style.
        public func font(_ style: TextStyle) -> Label { with { $0.style = style } }

        /// The same label in another colour.
        public func textColor(_ color: Color) -> Label { with { $0.color = color } }

        /// The same label with another alignment.
        public func textAlignment(_ alignment: TextAlignment) -> Label { with { $0.alignment = alignment } }

        /// The same label with another line-break mode.
        public func lineBreakMode(_ mode: LineBreakMode) -> Label { with { $0.lineBreakMode = mode } }

        /// The same label with another line limit (0 for none).
        public func numberOfLines(_ count: Int) -> Label { with { $0.numberOfLines = max(0, count) } }

        /// The same label with extra space between lines.
        public func lineSpacing(_ spacing: Double) -> Label { with { $0.lineSpacing = spacing } }

        private func with(_ change: (inout Label) -> Void) -> Label {
            var copy = self
            change(&copy)
            return copy
        }

        /// The size of the text, wrapped to `width` when given, rounded up to whole points as
        /// `UILabel`'s intrinsic size is.
        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            let size = try layout(width: width, in: environment).size
            return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }

        public var accessibility: AccessibilityInfo {
            AccessibilityInfo(role: AccessibilityRole.staticText.name, label: attributedText?.string ?? text)
        }

        /// The label's node, noting when its text does not fit the frame it was given
        /// (`"truncated"`, with what it would need: `"needs-width 142.5"` for a line cut short,
        /// `"needs-height 66"` for lines cut off), when the frame is narrower than its widest
        /// character so that no line can hold one (`"squeezed"`), and when it is large text
        /// (`"large-text"`).
        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            var node = LaidOutNode(self, frame: frame, environment: environment)
            // A frame snapped to the pixel grid may be up to a pixel narrower than the measured
            // width; that pixel must not make the text wrap differently.
            let laidOut = try layout(width: frame.width + 1 / environment.traits.scale, in: environment)
            let aligned = laidOut.aligned(in: frame.width)
            // As UILabel does, the text block is centred vertically in a taller frame.
            let top = frame.y + max(0, (frame.height - aligned.size.height) / 2)
            node.draw { $0.drawText(aligned, at: Point(x: frame.x, y: top)) }
            guard environment.recordsLayoutDetails else { return node }
            try record(laidOut, aligned: aligned, in: frame, environment: environment, on: &node.record)
            return node
        }

        /// The notes, design values and ink frame of the label's record.
        private func record(
            _ laidOut: TextLayout, aligned alignedLayout: TextLayout, in frame: Frame, environment: RenderEnvironment,
            on node: inout LaidOutComponent
        ) throws(RenderError) {
            if laidOut.isTruncated || laidOut.lines.contains(where: \.isTruncated) || laidOut.needsClipping
                || laidOut.size.height > frame.height + 0.5
            {
                node.layoutNotes.append(.truncated)
                // What it would need: one line's whole width, or every line's height at this width.
                if numberOfLines == 1 || laidOut.lines.count == 1 && laidOut.lines.contains(where: \.isTruncated) {
                    let whole = try numberOfLines(1).layout(width: nil, in: environment).size.width
                    node.layoutNotes.append(.needsWidth(whole))
                } else {
                    let all = try numberOfLines(0).layout(width: frame.width + 1 / environment.traits.scale, in: environment).size.height
                    node.layoutNotes.append(.needsHeight(all))
                }
            }
            let widestCharacter: Double
            if let read = laidOut.widestCharacterWidth {
                widestCharacter = read
            } else {
                widestCharacter = try numberOfLines(0).lineBreakMode(.charWrap).layout(width: 0, in: environment).size.width
            }
            if !text.isEmpty, frame.width < widestCharacter - 1 / environment.traits.scale {
                node.layoutNotes.append(.squeezed)
            }
            if isLargeText(in: environment) { node.layoutNotes.append(.largeText) }
            node.text = LaidOutText(laidOut, fontSize: content(in: environment).spans.first?.style.size ?? 0)
            // An empty label draws nothing, so it records no font or colour.
            if environment.recordsDesignUses && !text.isEmpty {
                if let attributedText {
                    for span in attributedText.spans { node.designUses += [.font(span.style), .color(.text, span.color)] }
                } else {
                    node.designUses = [.font(style ?? environment.theme.typography.body1), .color(.text, color ?? environment.theme.colors.textPrimary)]
                }
            }
            // As drawn: the block of lines centred vertically in the frame, each line
            // where its alignment puts it (within the frame: what runs past it the label cuts).
            let height = min(frame.height, laidOut.size.height)
            let aligned = alignedLayout.lines
            let left = max(0, aligned.map(\.x).min() ?? 0), right = min(frame.width, aligned.map { $0.x + $0.width }.max() ?? frame.width)
            node.inkFrame = Frame(
                x: frame.x + (right > left ? left : 0), y: frame.y + max(0, (frame.height - height) / 2),
                width: right > left ? right - left : frame.width, height: height)
        }

        /// The width of its widest word set alone on one line, in its style (a rich label's in its
        /// first run's style): the narrowest the label can be without breaking a word.
        func widestWordWidth(in environment: RenderEnvironment) -> Double {
            var alone = numberOfLines(1)
            alone.style = attributedText?.spans.first?.style ?? style
            alone.attributedText = nil
            var widest = 0.0
            for word in text.split(whereSeparator: \.isWhitespace) {
                alone.text = String(word)
                widest = max(widest, (try? alone.sizeThatFits(width: nil, in: environment).width) ?? 0)
            }
            return widest
        }

        /// Whether every run is large text in WCAG's sense (at least 18 pt, or 14 pt bold, where a
        /// CSS point is 4/3 of our points, which are CSS pixels), which needs less contrast.
        func isLargeText(in environment: RenderEnvironment) -> Bool {
            let styles = attributedText?.spans.map(\.style) ?? [style ?? environment.theme.typography.body1]
            return !styles.isEmpty && styles.allSatisfy { $0.size >= 24 || ($0.size >= 56.0 / 3 && $0.weight >= .bold) }
        }

        /// The size with the first and last baselines, for baseline-aligned stacks.
        public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
            let layout = try layout(width: width, in: environment)
            let size = LayoutSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
            guard !layout.lines.isEmpty else { return LayoutMeasurement(size: size) }
            return LayoutMeasurement(size: size, firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline)
        }

        /// The text laid out in this environment's theme and fonts.
        public func layout(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> TextLayout {
            // In a right-to-left layout, natural alignment is the right edge whatever the text's
            // own direction (as UIKit aligns natural text in a right-to-left locale).
            let resolvedAlignment: TextAlignment = alignment == .natural && environment.isRightToLeft ? .right : alignment
            var paragraph = ParagraphStyle(
                alignment: resolvedAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines, lineSpacing: lineSpacing)
            paragraph.lineBreakStrategy = lineBreakStrategy
            return try environment.layoutText(content(in: environment), style: paragraph, width: width)
        }

        /// The label's text with its style and colour, the theme's where it has none of its own.
        private func content(in environment: RenderEnvironment) -> AttributedText {
            attributedText ?? AttributedText(text, style: style ?? environment.theme.typography.body1, color: color ?? environment.theme.colors.textPrimary)
        }
    }
}
