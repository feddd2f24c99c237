import DesignTokens
import Foundation
import Layout
import Rasterizer

extension Component {
    /// A date picker at rest: the chosen date (or a prompt) in a rounded field, as iOS's compact
    /// picker shows it before it is opened.
    public struct DatePicker: ThemedComposition, CustomInput {
        /// What the picker chooses: a date, a time or both.
        public enum Mode: String, Hashable, Sendable {
            /// A day, month and year.
            case date
            /// A time of day.
            case time
            /// A date and a time of day.
            case dateAndTime
        }

        /// How the picker is drawn, as `UIDatePickerStyle`.
        public enum Style: String, Hashable, Sendable {
            /// The chosen date in a rounded field, as the compact picker shows it before it opens.
            case compact
            /// Spinning wheels (day, month and year; hours and minutes), as a picker that stands
            /// in for a text field's keyboard looks.
            case wheels
        }

        /// The chosen date, or `nil` before one is chosen.
        public var date: Date?
        /// The earliest date that can be chosen.
        public var minDate: Date?
        /// The latest date that can be chosen.
        public var maxDate: Date?
        /// Whether a date, a time or both are chosen.
        public var datePickerMode: Mode
        /// The time zone the date is shown in.
        public var timeZone: TimeZone
        /// The row's background and margins.
        public var styleSheet: ViewStyleSheet
        /// Whether the picker is drawn as a compact field or as wheels.
        public var preferredStyle: Style
        /// Called with the date the user picks.
        @Callback public var didPickDate: ((Date) -> Void)?

        /// Creates a date picker row.
        public init(
            date: Date? = nil, minDate: Date? = nil, maxDate: Date? = nil, datePickerMode: Mode = .date,
            timeZone: TimeZone = .gmt, styleSheet: ViewStyleSheet = ViewStyleSheet(), preferredStyle: Style = .compact,
            didPickDate: ((Date) -> Void)? = nil
        ) {
            self.date = date
            self.minDate = minDate
            self.maxDate = maxDate
            self.datePickerMode = datePickerMode
            self.timeZone = timeZone
            self.styleSheet = styleSheet
            self.preferredStyle = preferredStyle
            self.didPickDate = didPickDate
        }

        /// The date as the field shows it, in a fixed English format so renders do not depend on
        /// the machine's locale: "22 Nov 2026", "14:05", "22 Nov 2026, 14:05".
        public var formattedDate: String? {
            guard let date else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let day = "\(parts.day ?? 1) \(Self.monthNames[((parts.month ?? 1) - 1 + 12) % 12]) \(parts.year ?? 1970)"
            let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
            switch datePickerMode {
            case .date: return day
            case .time: return time
            case .dateAndTime: return "\(day), \(time)"
            }
        }

        static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

        /// The wheels' columns, each the values around the chosen one (offsets -2 … 2).
        private func wheelColumns() -> [[String]] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date ?? Date(timeIntervalSince1970: 0))
            let offsets = Array(-2...2)
            let (day, month, year) = (parts.day ?? 1, parts.month ?? 1, parts.year ?? 1970)
            let hour = parts.hour ?? 0, minute = parts.minute ?? 0
            let days = offsets.map { String((day - 1 + $0 + 31) % 31 + 1) }
            let months = offsets.map { Self.monthNames[(month - 1 + $0 + 12) % 12] }
            let years = offsets.map { String(year + $0) }
            let hours = offsets.map { String(format: "%02d", (hour + $0 + 24) % 24) }
            let minutes = offsets.map { String(format: "%02d", (minute + $0 + 60) % 60) }
            switch datePickerMode {
            case .date: return [days, months, years]
            case .time: return [hours, minutes]
            case .dateAndTime: return [days, months, hours, minutes]
            }
        }

        private func wheels(theme: Theme) -> AnyRenderable {
            let columns = wheelColumns()
            let rows: [(any Renderable)?] = (0..<5).map { row -> (any Renderable)? in
                let fade = [0.3, 0.6, 1, 0.6, 0.3][row]
                let cells: [(any Renderable)?] = columns.map { column in
                    UI.Label(text: column[row], style: theme.typography.body1, color: theme.colors.textPrimary.withAlpha(fade))
                        .textAlignment(.center).numberOfLines(0).lineBreakMode(.byWordWrapping)
                }
                let line = cells.stack(axis: .horizontal, spacing: 8, alignment: .center, distribution: .fillEqually)
                    .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)).minHeight(36)
                return row == 2 ? line.backgroundColor(theme.colors.surface).cornerRadius(8).asAnyRenderable() : line.asAnyRenderable()
            }
            return rows.stack(axis: .vertical, layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)).asAnyRenderable()
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            if preferredStyle == .wheels { return styleSheet.apply(to: wheels(theme: theme)) }
            let text = formattedDate ?? "Select a date"
            let label = UI.Label(text: text, style: theme.typography.body1,
                                 color: date == nil ? theme.colors.textSecondary : theme.colors.primary)
                .numberOfLines(0).lineBreakMode(.byWordWrapping)
            let field: [(any Renderable)?] = [
                UI.Image(iconNamed: datePickerMode == .time ? "schedule" : "calendar_today")
                    .tintColor(theme.colors.primary).width(20).height(20).accessibilityHidden(),
                label,
            ]
            let capsule = field.stack(axis: .horizontal, spacing: 8, layoutMargins: EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12), alignment: .center)
                .backgroundColor(theme.colors.surface).cornerRadius(8)
            let row: [(any Renderable)?] = [capsule, UI.Spacer()]
            return styleSheet.apply(to: row.stack(axis: .horizontal))
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.datePicker.name, value: formattedDate)
            info.isInteractive = true
            return info
        }
    }
}
