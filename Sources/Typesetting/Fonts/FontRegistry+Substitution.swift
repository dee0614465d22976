import Foundation

extension FontRegistry {
  /// The system font's face for `style` (``FontSubstitution/systemFiles(_:)``): DejaVu Sans,
  /// Bold, ExtraLight, Oblique or Bold Oblique. A light or italic face that is not installed
  /// falls back to DejaVu Sans or DejaVu Sans Bold, with a warning (``substitutionWarnings``).
  ///
  /// - Throws: `FontError.defaultFontNotFound` when DejaVu Sans itself is missing, or the
  ///   error of loading a file found.
  public func systemFace(_ style: FontStyle) throws(FontError) -> FontFace {
    if style == .regular || style == .bold { return try systemFace(bold: style.weight == .bold) }
    let key = "\u{0}system \(style.weight.rawValue) \(style.isItalic)"
    if let face = lock.withLock({ substitutes[key] }) { return face }
    let face = try firstInstalled(
      FontSubstitution.systemFiles(style), for: "The system font (\(style.summary))",
      fallback: FontStyle(style.weight == .bold ? .bold : .regular))
    lock.withLock { substitutes[key] = face }
    return face
  }

  /// The face that stands in for the iOS font `name` (``FontSubstitution/substitute(for:)``):
  /// the first of its files that is installed, else the system font in its style, with a
  /// warning naming the package to install. `nil` when the table does not know the name.
  ///
  /// - Throws: `FontError.defaultFontNotFound` when neither a file of the entry nor DejaVu
  ///   Sans is installed, or the error of loading a file found.
  public func substituteFace(for name: String) throws(FontError) -> FontFace? {
    guard let entry = FontSubstitution.substitute(for: name) else { return nil }
    let key = FontSubstitution.key(entry.names[0])
    if let face = lock.withLock({ substitutes[key] }) { return face }
    let face = try firstInstalled(entry.files, for: entry.names[0], fallback: entry.fallback)
    lock.withLock { substitutes[key] = face }
    return face
  }

  /// The iOS font whose stand-in, loaded so far, has the PostScript name `postScriptName`
  /// (`HelveticaNeue-Light` for `Inter-Light`), as code that remakes a font from another's
  /// `fontName` asks for it; `nil` when no stand-in loaded has that name.
  public func substitutedName(forPostScriptName postScriptName: String) -> String? {
    let keys = lock.withLock {
      substitutes.filter { $0.value.postScriptName == postScriptName }.keys
    }
    return FontSubstitution.table.first { entry in
      keys.contains(FontSubstitution.key(entry.names[0]))
    }?.names[0]
  }

  /// The warnings given so far, each once, in order: a substitute that is not installed and
  /// what was drawn instead. A warning is also noted in ``FontUsage/current`` when given.
  public var substitutionWarnings: [String] { lock.withLock { warnings } }

  /// Where `file` is installed, preferring its ``FontFile/preferredFolder``, or `nil`.
  public func locate(_ file: FontFile) -> String? {
    FontLocator(searchPaths: effectiveSearchPaths)
      .locate(fileName: file.fileName, preferringFolder: file.preferredFolder)
  }

  /// Loads the first installed file of `files`; when the first is missing, warns once and
  /// uses the next installed one, or the system font in `fallback`'s style.
  private func firstInstalled(_ files: [FontFile], for font: String, fallback: FontStyle)
    throws(FontError) -> FontFace
  {
    for (index, file) in files.enumerated() {
      guard let path = locate(file) else { continue }
      let face = try load(fileAt: path, naming: false)
      if index > 0 { warn(missing: files[0], for: font, drawnWith: face) }
      return face
    }
    let face = try systemFace(fallback)
    if let first = files.first { warn(missing: first, for: font, drawnWith: face) }
    return face
  }

  private func warn(missing file: FontFile, for font: String, drawnWith face: FontFace) {
    let message =
      "designable: warning: \(font) is drawn with \(file.fileName), which is not installed; "
      + "it is drawn with \(face.fileName) instead, so its snapshots differ from a machine "
      + "that has it. Install it (\(file.installHint)) or set "
      + "\(FontRegistry.environmentVariable) to a folder holding it."
    warn(message, once: file.fileName)
  }

  /// Gives `message` as a warning (``substitutionWarnings``, ``FontUsage/current``, and
  /// standard error when ``printsWarnings``), once per `key`.
  func warn(_ message: String, once key: String) {
    let isNew = lock.withLock {
      guard warnedFiles.insert(key).inserted else { return false }
      warnings.append(message)
      return true
    }
    guard isNew else { return }
    FontUsage.current?.note(warning: message)
    if printsWarnings { FileHandle.standardError.write(Data((message + "\n").utf8)) }
  }
}

extension FontStyle {
  /// The style in words, for messages: `light italic`, `bold`.
  var summary: String {
    let weight = ["light", "regular", "bold"][weight.rawValue]
    return isItalic ? weight + " italic" : weight
  }
}
