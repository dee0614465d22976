import Foundation

/// The fonts known by name, and where the default fonts are found.
///
/// The default fonts are DejaVu Sans (`systemFont`) and DejaVu Sans Bold
/// (`boldSystemFont`), from the Debian package fonts-dejavu-core. They are looked for, in
/// order, in the entries of the `DESIGNABLE_FONT_PATH` environment variable
/// (colon-separated folders or files), in `searchPaths`, and in the standard font folders
/// of Linux and macOS Homebrew. Any other font is registered with `register(fileAt:)`;
/// iOS fonts that are not registered are drawn with the free fonts of `FontSubstitution`,
/// found in the same folders (see `FontRegistry+Substitution`).
/// Each file is loaded once; all methods are thread-safe.
public final class FontRegistry: @unchecked Sendable {
  /// The registry used by `Font.systemFont(ofSize:)` and `Font(name:size:)`; it writes each
  /// substitution warning to standard error once.
  public static let shared = FontRegistry(printWarnings: true)
  /// The environment variable holding extra font folders, colon-separated.
  public static let environmentVariable = "DESIGNABLE_FONT_PATH"
  /// The file of the regular default font.
  public static let systemFontFileName = "DejaVuSans.ttf"
  /// The file of the bold default font.
  public static let boldSystemFontFileName = "DejaVuSans-Bold.ttf"

  let lock = NSLock()
  private var configuredPaths: [String]
  private let usesEnvironment: Bool
  private let usesStandardDirectories: Bool
  private var facesByName: [String: FontFace] = [:]
  private var facesByPath: [String: FontFace] = [:]
  /// The paths whose faces are registered under their names.
  private var namedPaths: Set<String> = []
  private var nameOrder: [String] = []
  private var regularSystemFace: FontFace?
  private var boldSystemFace: FontFace?
  /// Faces found for substituted names and system font styles (`FontRegistry+Substitution`),
  /// by `FontSubstitution.key` or style; guarded by `lock`.
  var substitutes: [String: FontFace] = [:]
  /// The warnings given so far, in order, and the files they were given for.
  var warnings: [String] = []
  var warnedFiles: Set<String> = []
  /// Whether a warning is also written to standard error when first given.
  let printsWarnings: Bool

  /// A registry searching `searchPaths` for the default fonts, after the
  /// `DESIGNABLE_FONT_PATH` entries when `useEnvironment` and before the standard folders
  /// when `useStandardDirectories`; `printWarnings` writes each substitution warning to
  /// standard error when first given (``substitutionWarnings`` keeps them either way).
  public init(
    searchPaths: [String] = [], useEnvironment: Bool = true, useStandardDirectories: Bool = true,
    printWarnings: Bool = false
  ) {
    printsWarnings = printWarnings
    configuredPaths = searchPaths
    usesEnvironment = useEnvironment
    usesStandardDirectories = useStandardDirectories
  }

  /// Extra folders (or font files) searched for the default fonts, after the environment
  /// variable and before the standard folders.
  public var searchPaths: [String] {
    get { lock.withLock { configuredPaths } }
    set { lock.withLock { configuredPaths = newValue } }
  }

  /// Every folder or file searched for the default fonts, in search order.
  public var effectiveSearchPaths: [String] {
    var result: [String] = []
    if usesEnvironment {
      let value = ProcessInfo.processInfo.environment[FontRegistry.environmentVariable]
      result += FontLocator.splitPathList(value)
    }
    result += searchPaths
    if usesStandardDirectories { result += FontLocator.standardDirectories }
    var unique: [String] = []
    for path in result where !unique.contains(path) { unique.append(path) }
    return unique
  }

  /// Loads the font file at `path` (once) and registers its names (`FontFace.names`).
  ///
  /// A family name stands for the family's regular face once one is registered, so
  /// "DejaVu Sans" means the regular face whichever face was registered first.
  /// - Returns: the loaded face.
  /// - Throws: the `FontError` of `FontFace(fileAt:)`.
  @discardableResult
  public func register(fileAt path: String) throws(FontError) -> FontFace {
    try load(fileAt: path, naming: true)
  }

  /// Loads the font file at `path` once; registers its names when `naming` (and not yet).
  /// Substitutes load without names, so that a stand-in's own name (`Liberation Sans`) does
  /// not depend on whether an iOS font drew with it earlier in the process.
  func load(fileAt path: String, naming: Bool) throws(FontError) -> FontFace {
    let known = lock.withLock { () -> FontFace? in
      guard let face = facesByPath[path] else { return nil }
      if naming, namedPaths.insert(path).inserted { add(face) }
      return face
    }
    if let known { return known }
    let face = try FontFace(fileAt: path)
    return lock.withLock {
      let loaded = facesByPath[path] ?? face
      facesByPath[path] = loaded
      if naming, namedPaths.insert(path).inserted { add(loaded) }
      return loaded
    }
  }

  /// Registers an already loaded face under its names.
  public func register(_ face: FontFace) {
    lock.withLock { add(face) }
  }

  /// The face registered under `name`; the default faces are loaded first if needed.
  ///
  /// - Throws: `FontError.noFontNamed` when no face has that name.
  public func face(named name: String) throws(FontError) -> FontFace {
    if let face = lock.withLock({ facesByName[name] }) { return face }
    _ = try? systemFace(bold: false)
    _ = try? systemFace(bold: true)
    let (found, known) = lock.withLock { (facesByName[name], nameOrder) }
    guard let found else { throw .noFontNamed(name, registered: known) }
    return found
  }

  /// DejaVu Sans, or DejaVu Sans Bold when `bold`, found as described above.
  ///
  /// - Throws: `FontError.defaultFontNotFound` naming the folders searched and what to
  ///   install, or the error of loading the file found.
  public func systemFace(bold: Bool) throws(FontError) -> FontFace {
    if let face = lock.withLock({ bold ? boldSystemFace : regularSystemFace }) { return face }
    let fileName = bold ? FontRegistry.boldSystemFontFileName : FontRegistry.systemFontFileName
    let searched = effectiveSearchPaths
    guard let path = FontLocator(searchPaths: searched).locate(fileName: fileName) else {
      throw .defaultFontNotFound(fileName: fileName, searched: searched)
    }
    let face = try register(fileAt: path)
    lock.withLock {
      if bold { boldSystemFace = face } else { regularSystemFace = face }
    }
    return face
  }

  /// Every registered name, in registration order.
  public var registeredNames: [String] { lock.withLock { nameOrder } }

  /// The face registered under `name`, if any, without loading the default faces.
  public func registeredFace(named name: String) -> FontFace? {
    lock.withLock { facesByName[name] }
  }

  /// The faces registered under their names whose family is `family`, in registration order.
  public func faces(inFamily family: String) -> [FontFace] {
    lock.withLock {
      var seen = Set<ObjectIdentifier>()
      return nameOrder.compactMap { facesByName[$0] }.filter {
        $0.familyName == family && seen.insert(ObjectIdentifier($0)).inserted
      }
    }
  }

  /// The families of the faces registered under their names, sorted.
  public var familyNames: [String] {
    lock.withLock { Set(nameOrder.compactMap { facesByName[$0]?.familyName }).sorted() }
  }

  /// Adds `face` under its names; the caller holds `lock`.
  private func add(_ face: FontFace) {
    for (index, name) in face.names.enumerated() {
      let isFamilyName = index > 0 && name == face.familyName
      if isFamilyName, let holder = facesByName[name],
        FontRegistry.isRegular(holder) || !FontRegistry.isRegular(face)
      {
        continue
      }
      if facesByName[name] == nil { nameOrder.append(name) }
      facesByName[name] = face
    }
  }

  /// Whether a face is the plain style of its family, which its family name stands for.
  private static func isRegular(_ face: FontFace) -> Bool {
    ["regular", "book", "roman", "normal", ""].contains(face.styleName.lowercased())
  }
}
