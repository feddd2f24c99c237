import ComponentCatalogue
import Components
import Foundation

/// The `PreviewProvider` types of every loaded module, found in the conformance records the
/// compiler writes (`swift5_protocol_conformances`), as Xcode's canvas finds them: no list to keep
/// and no macro to write. Each preview of a provider's `previews` is a catalogue entry: the type's
/// name without `_Previews` is the component, the preview's display name the state.
enum PreviewProviders {
    /// Every provider's previews, providers by module and name.
    static func entries() -> [CatalogueEntry] {
        providers().sorted { ($0.module, $0.name) < ($1.module, $1.name) }.flatMap { provider in
            entries(of: provider.type, module: provider.module, name: provider.name)
        }
    }

    /// One provider's previews as entries.
    static func entries(of type: any PreviewProvider.Type, module: String, name: String) -> [CatalogueEntry] {
        let parts = parts(of: type)
        let place = ProviderDeclaration.find(type: name, module: module)
        var component = name
        for suffix in ["_Previews", "Previews", "_Preview"] where component.hasSuffix(suffix) && component.count > suffix.count {
            component = String(component.dropLast(suffix.count))
            break
        }
        return parts.enumerated().map { index, part in
            let view = PreviewBody { part.view }
            return CatalogueEntry(
                component: component, state: part.displayName ?? (parts.count == 1 ? "Preview" : "Preview \(index + 1)"),
                layout: part.layout.rendered(on: part.device), fileID: place.fileID, filePath: place.filePath, line: place.line, column: 1
            ) { context in HostingView(rootView: view.make()).shown(in: context) }
        }
    }

    private static func parts<P: PreviewProvider>(of type: P.Type) -> [PreviewPart] { PreviewPart.parts(of: P.previews) }

    /// A provider type found in the conformance records.
    struct Found {
        let type: any PreviewProvider.Type
        let module: String
        let name: String
    }

    /// The non-generic types that conform to our `PreviewProvider`.
    static func providers() -> [Found] {
        var found: [Found] = []
        MetadataSections.forEach { words in
            // swift5_protocol_conformances is the second (start, length) range, at words 6 and 7.
            guard words[0] >= 1, let start = UnsafeRawPointer(bitPattern: words[6]) else { return }
            for index in 0..<Int(words[7]) / 4 {
                if let provider = ConformanceRecord.previewProvider(at: start + 4 * index) { found.append(provider) }
            }
        }
        return found
    }
}

/// The parts of a conformance record that say which type conforms to which protocol: relative
/// pointers, as the Swift ABI lays out `ProtocolConformanceDescriptor` and context descriptors.
enum ConformanceRecord {
    /// The provider the record at `entry` (a relative pointer to a conformance descriptor) makes,
    /// if it is a conformance to our `PreviewProvider` of a non-generic type.
    static func previewProvider(at entry: UnsafeRawPointer) -> PreviewProviders.Found? {
        let conformance = relative(entry)
        guard let proto = indirectable(conformance), name(of: proto) == "PreviewProvider",
            let protoModule = indirectable(proto + 4), name(of: protoModule) == "BentoSwiftUI"
        else { return nil }
        // The type reference's kind is in bits 3-5 of the flags: 0 a direct descriptor, 1 an indirect one.
        let flags = conformance.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        let descriptor: UnsafeRawPointer
        switch (flags >> 3) & 7 {
        case 0: descriptor = relative(conformance + 4)
        case 1: guard let indirect = relative(conformance + 4).load(as: UnsafeRawPointer?.self) else { return nil }; descriptor = indirect
        default: return nil
        }
        let kindFlags = descriptor.load(as: UInt32.self)
        // Kinds 16-18 are class, struct and enum; bit 7 marks a generic type, which needs arguments.
        guard (16...18).contains(kindFlags & 0x1F), kindFlags & 0x80 == 0, let typeName = name(of: descriptor) else { return nil }
        var module = ""
        var parent = indirectable(descriptor + 4)
        while let context = parent {
            if context.load(as: UInt32.self) & 0x1F == 0 { module = name(of: context) ?? "" }
            parent = indirectable(context + 4)
        }
        let accessor = unsafeBitCast(relative(descriptor + 12), to: MetadataAccessor.self)
        guard let metadata = accessor(0), let type = unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewProvider.Type else { return nil }
        return PreviewProviders.Found(type: type, module: module, name: typeName)
    }

    /// A non-generic type's metadata accessor, called with a complete-metadata request.
    typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

    /// The target of the 32-bit relative pointer at `field`.
    static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.loadUnaligned(as: Int32.self))
    }

    /// The target of a relative pointer whose low bit says it points at a pointer to the target.
    static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.loadUnaligned(as: Int32.self))
        guard offset != 0 else { return nil }
        let target = field + (offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    /// A context descriptor's name: the relative pointer at offset 8.
    static func name(of context: UnsafeRawPointer) -> String? {
        guard context.loadUnaligned(fromByteOffset: 8, as: Int32.self) != 0 else { return nil }
        return String(cString: relative(context + 8).assumingMemoryBound(to: CChar.self))
    }
}

/// Where a provider type is declared: the runtime does not record it, so the module's folder under
/// the current directory (`Sources/<Module>`, `Tests/<Module>`, where `swift run` and `swift test`
/// run) is read for the type's declaration; otherwise the location names the module and type.
enum ProviderDeclaration {
    static func find(type: String, module: String) -> CatalogueSourceLocation {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let declaration = try? NSRegularExpression(pattern: "\\b(struct|enum|class)\\s+\(NSRegularExpression.escapedPattern(for: type))\\b")
        for folder in ["Sources", "Tests"] {
            let directory = root.appendingPathComponent(folder).appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.fileSizeKey]) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                guard (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? .max < 4 << 20, let text = try? String(contentsOf: file, encoding: .utf8),
                    let match = declaration?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), let range = Range(match.range, in: text)
                else { continue }
                let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                let relative = file.path.dropFirst(directory.path.count + 1)
                return CatalogueSourceLocation(fileID: "\(module)/\(relative)", filePath: file.path, line: line, column: 1)
            }
        }
        return CatalogueSourceLocation(fileID: "\(module)/\(type)", filePath: "\(module)/\(type)", line: 1, column: 1)
    }
}


/// The record that hands the catalogue's discovery every provider's previews: one list record of
/// this module, asked for `[CatalogueEntry]`.
@_cdecl("bento_swiftui_preview_providers")
func previewProvidersAccessor(_ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
    guard type.assumingMemoryBound(to: Any.Type.self).pointee == [CatalogueEntry].self else { return false }
    outValue.initializeMemory(as: [CatalogueEntry].self, to: PreviewProviders.entries())
    return true
}

@section("swift5_tests") @used
let previewProvidersRecord: PreviewRecord = (0x626E_7471, 0, previewProvidersAccessor, 0, 0)
