import Foundation
import IBDocument

/// A `.xib` to instantiate, found by name or given as bytes (`UINib`).
///
/// ```swift
/// let view = UINib(nibName: "CardView", bundle: Bundle(for: type(of: self)))
///   .instantiate(withOwner: self, options: nil).first as? UIView
/// ```
///
/// A nib is found by name where ``NibLocator`` says: the bundle's resources, then the nibs
/// `DesignablePlugin` embedded for the owner's module and for every module seen so far, then
/// the main bundle. Objects are rebuilt as UIKit does: `init(coder:)`, outlets, runtime
/// attributes, `awakeFromNib()`.
open class UINib {
  /// Options of ``instantiate(withOwner:options:)``; accepted and not used.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Objects a nib refers to as external placeholders (not rebuilt here).
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// What one instantiation built, and what it could not rebuild.
  public struct Instantiation {
    /// The top-level objects, in document order.
    public var objects: [Any]
    /// What was skipped or stood in for, in the order met.
    public var issues: [NibError]
  }

  private enum Source {
    case named(String)
    case data(Data)
  }

  private let source: Source
  private let bundle: Bundle?

  /// The nib named `name` (without `.xib`), looked up when it is instantiated.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    source = .named(name)
    bundle = bundleOrNil
  }

  /// The nib whose `.xib` text is `data`.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    source = .data(data)
    bundle = bundleOrNil
  }

  /// Builds the nib's objects, connecting File's Owner's outlets to `ownerOrNil`, and
  /// returns the top-level objects in document order.
  ///
  /// What cannot be rebuilt (an unknown custom class, an outlet with no registered setter)
  /// is written to standard error and skipped, as UIKit logs it. A nib that cannot be found
  /// or read stops the process with a message naming the nib, where it was looked for and
  /// what to do, as UIKit raises an exception there; ``instantiateChecked(withOwner:)``
  /// throws instead.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    do {
      let result = try instantiateChecked(withOwner: ownerOrNil)
      for issue in result.issues {
        FileHandle.standardError.write(Data("warning: \(issue)\n".utf8))
      }
      return result.objects
    } catch {
      fatalError(error.description)
    }
  }

  /// Builds the nib's objects as ``instantiate(withOwner:options:)`` does, and returns what
  /// could not be rebuilt alongside them.
  /// - Throws: ``NibError/notFound(name:searched:)`` or ``NibError/unreadable(name:reason:)``.
  public func instantiateChecked(withOwner ownerOrNil: Any?) throws(NibError) -> Instantiation {
    let owner = ownerOrNil.flatMap { $0 as AnyObject? }
    let found: NibLocator.Found
    let name: String
    switch source {
    case .named(let nibName):
      name = nibName
      found = try NibLocator(name: nibName, bundle: bundle).locate(owner: owner)
    case .data(let data):
      name = "(data)"
      found = NibLocator.Found(
        data: data, file: "nib data",
        module: owner.flatMap { ComponentRegistry.moduleName(of: type(of: $0)) })
    }
    let document: NibDocument
    do {
      document = try NibCache.shared.document(
        found.data, file: found.file,
        catalogs: BundleAssetCatalogs.shared.catalogs(of: bundle ?? .main))
    } catch {
      throw .unreadable(name: name, reason: error.description)
    }
    let loader = NibLoader(nib: document, owner: owner, module: found.module)
    // The images the nib names are found as `UIImage(named:in:compatibleWith:)` finds them
    // in the nib's bundle (the main bundle and the resource bundles beside it by default).
    let bundle = self.bundle
    let lookup: @Sendable (String) -> Image? = { Image(named: $0, in: bundle, compatibleWith: nil) }
    let objects = ArchivedProperties.$imageLookup.withValue(lookup) { loader.instantiate() }
    return Instantiation(objects: objects, issues: loader.issues)
  }
}

extension Bundle {
  /// Builds the nib named `name` as ``UINib/instantiate(withOwner:options:)`` does and
  /// returns its top-level objects (UIKit's `loadNibNamed(_:owner:options:)`).
  @discardableResult
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
