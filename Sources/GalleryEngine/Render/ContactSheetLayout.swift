/// Where a component's images go on its contact sheets: a row of cells per state, a column per
/// variant; a state whose variants would pass `maximumWidth` wraps onto further lines, and the lines
/// go onto further sheets past `maximumHeight`, so any number of variants stays within the image
/// limits. A component that fits is laid out as one table, as before wrapping existed.
struct ContactSheetLayout {
    /// One image's place on a sheet: the caption's top-left corner, the image below it.
    struct Cell: Equatable {
        var index: Int
        var x: Int, y: Int, width: Int
    }

    /// One sheet: its size and cells.
    struct Sheet: Equatable {
        var width: Int, height: Int
        var cells: [Cell]
    }

    static let padding = 12, caption = 22
    /// Well inside `ImageLimits.standard` (16,384 a side), so a sheet never needs them raised.
    static let maximumWidth = 8192, maximumHeight = 8192

    /// Sheets for images given as (state, variant, width, height), in order.
    static func sheets(for images: [(state: String, variant: String, width: Int, height: Int)]) -> [Sheet] {
        let states = orderedUnique(images.map(\.state)), variants = orderedUnique(images.map(\.variant))
        let columnWidths = variants.map { variant in images.filter { $0.variant == variant }.map(\.width).max() ?? 0 }
        let widest = (columnWidths.max() ?? 0) + 2 * padding
        let limit = max(maximumWidth, widest)

        // Lines of (image index, column) with their height; a state starts a new line.
        var lines: [(cells: [(index: Int, x: Int, column: Int)], height: Int, width: Int)] = []
        for state in states {
            var line: [(index: Int, x: Int, column: Int)] = [], x = padding, height = 0
            for (column, variant) in variants.enumerated() {
                if !line.isEmpty && x + columnWidths[column] + padding > limit {
                    lines.append((line, height, x))
                    line = []
                    x = padding
                    height = 0
                }
                // A variant this state lacks keeps its column empty, so the columns line up.
                if let index = images.firstIndex(where: { $0.state == state && $0.variant == variant }) {
                    line.append((index, x, column))
                    height = max(height, images[index].height)
                }
                x += columnWidths[column] + padding
            }
            if !line.isEmpty { lines.append((line, height, x)) }
        }

        var sheets: [Sheet] = []
        var current = Sheet(width: padding, height: padding, cells: [])
        for line in lines {
            let lineHeight = line.height + caption + padding
            if !current.cells.isEmpty && current.height + lineHeight > maximumHeight {
                sheets.append(current)
                current = Sheet(width: padding, height: padding, cells: [])
            }
            for cell in line.cells {
                current.cells.append(Cell(index: cell.index, x: cell.x, y: current.height, width: columnWidths[cell.column]))
            }
            current.width = max(current.width, line.width)
            current.height += lineHeight
        }
        sheets.append(current)
        return sheets
    }
}
