import Foundation

#if !canImport(UIKit)
  extension NSAttributedString {
    /// The kind of document an attributed string is read from (`DocumentType`).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let plain = DocumentType(rawValue: "NSPlainText")
      public static let rtf = DocumentType(rawValue: "NSRTF")
      public static let rtfd = DocumentType(rawValue: "NSRTFD")
      public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// An option for reading a document (`DocumentReadingOptionKey`).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The document's ``DocumentType``.
      public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
      /// The text's encoding, as a `String.Encoding`'s raw value.
      public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
      /// The attributes of plain text.
      public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// An attributed string read from a document's `data`
    /// (`init(data:options:documentAttributes:)`). Plain text (the default type) is read in
    /// the encoding given (UTF-8 by default) with the default attributes. HTML and RTF,
    /// which WebKit and AppKit read on iOS, are not read here: the initializer throws,
    /// saying so, as it throws on iOS for a document it cannot read.
    public convenience init(
      data: Data, options: [DocumentReadingOptionKey: Any] = [:],
      documentAttributes: UnsafeMutablePointer<NSDictionary?>?
    ) throws {
      let type = options[.documentType] as? DocumentType ?? .plain
      let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:))
      guard type == .plain, let text = String(data: data, encoding: encoding ?? .utf8) else {
        let reason =
          type == .plain
          ? "the text is not in the encoding given"
          : "\(type.rawValue) documents are not read off Apple platforms"
        throw NSError(
          domain: NSCocoaErrorDomain, code: CocoaError.fileReadCorruptFile.rawValue,
          userInfo: [NSLocalizedDescriptionKey: "The document could not be read: \(reason)."])
      }
      let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
      self.init(string: text, attributes: attributes)
    }
  }

  extension NSMutableString {
    /// Appends `format` filled in with `arguments` (`appendFormat(_:_:)`).
    public func appendFormat(_ format: String, _ arguments: CVarArg...) {
      append(String(format: format, arguments: arguments))
    }
  }
#endif
