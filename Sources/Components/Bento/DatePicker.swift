import DesignTokens
import Foundation
import Layout
import Rasterizer

extension Component {
    /// A date picker at rest: the chosen date (or a prompt) in a rounded field, as iOS's compact
    /// picker shows it before it is opened.
    public struct DatePicker: ThemedComposition, CustomInput {
        public enum Mode: String, Hashable, Sendable { case date, time, dateAndTime }

        public var date: Date?
        public var minDate: Date?
        public var maxDate: Date?
        public var datePickerMode: Mode
        public var timeZone: TimeZone
        public var styleSheet: ViewStyleSheet
        @Callback public var didPickDate: ((Date) -> Void)?

        public init(
            date: Date? = nil, minDate: Date? = nil, maxDate: Date? = nil, datePickerMode: Mode = .date,
            timeZone: TimeZone = TimeZone(identifier: "UTC")!, styleSheet: ViewStyleSheet = ViewStyleSheet(),
            didPickDate: ((Date) -> Void)? = nil
        ) {
            self.date = date
            self.minDate = minDate
            self.maxDate = maxDate
            self.datePickerMode = datePickerMode
            self.timeZone = timeZone
            self.styleSheet = styleSheet
            self.didPickDate = didPickDate
        }

        /// The date as the field shows it, in a fixed English format so renders do not depend on
        /// the machine's locale: "22 Nov 2026", "14:05", "22 Nov 2026, 14:05".
        public var formattedDate: String? {
            guard let date else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            let day = "\(parts.day!) \(months[parts.month! - 1]) \(parts.year!)"
            let time = String(format: "%02d:%02d", parts.hour!, parts.minute!)
            switch datePickerMode {
            case .date: return day
            case .time: return time
            case .dateAndTime: return "\(day), \(time)"
            }
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let text = formattedDate ?? "Select a date"
            let label = UI.Label(text: text, style: theme.typography.body1,
                                 color: date == nil ? theme.colors.textSecondary : theme.colors.primary)
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
            var info = AccessibilityInfo(role: "datePicker", value: formattedDate)
            info.isInteractive = true
            return info
        }
    }
}
