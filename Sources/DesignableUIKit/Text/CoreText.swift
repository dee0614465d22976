import Components
import Foundation

#if !canImport(Darwin)
  /// Core Text's font, which is UIKit's: `UIFont` and `CTFont` are the same object on iOS.
  public typealias CTFont = Font
  /// Core Foundation's attributed string, which is `NSAttributedString` on iOS too.
  public typealias CFAttributedString = NSAttributedString

  /// A font by PostScript or family name at `size` points (Core Text's 12 when `size` is 0);
  /// never `nil`, as a name no registered face has gives its stand-in (see `UIFont(name:size:)`).
  /// The matrix is ignored.
  public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
  ) -> CTFont {
    Font(name: name, size: size > 0 ? size : 12) ?? .systemFont(ofSize: size > 0 ? size : 12)
  }

  /// The font a descriptor describes at `size` points (the descriptor's own size, or else
  /// Core Text's 12, when `size` is 0), as `UIFont(descriptor:size:)` finds it. The matrix
  /// is ignored.
  public func CTFontCreateWithFontDescriptor(
    _ descriptor: UIFontDescriptor, _ size: CGFloat,
    _ matrix: UnsafePointer<CGAffineTransform>?
  ) -> CTFont {
    Font(descriptor: descriptor, size: size > 0 || descriptor.pointSize > 0 ? size : 12)
  }

  /// The font's PostScript name (`UIFont.fontName`).
  public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName }

  /// The font's family name (`UIFont.familyName`).
  public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName }

  /// The font's size in points.
  public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

  /// The height above the baseline, in points.
  public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }

  /// The depth below the baseline, in points, as a positive number.
  public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }

  /// The gap the font asks for between lines, in points.
  public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }

  /// The thickness of the font's underline, in points.
  public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat { font.underlineThickness }

  /// The centre of the font's underline, in points above the baseline (negative below).
  public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat { font.underlinePosition }

  /// The height of the font's capital letters, in points.
  public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }

  /// The height of the font's lowercase letters such as "x", in points.
  public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }

  /// A stretch of a string in UTF-16 units, as Core Foundation counts (`NSRange` on iOS
  /// too, with signed fields).
  public struct CFRange: Equatable, Hashable, Sendable {
    public var location: CFIndex
    public var length: CFIndex

    public init() {
      location = 0
      length = 0
    }

    public init(location: CFIndex, length: CFIndex) {
      self.location = location
      self.length = length
    }
  }

  /// What Core Foundation's searches answer when they find nothing (`NSNotFound` is
  /// `Int.max`).
  public let kCFNotFound: CFIndex = -1

  /// A range of `length` units from `location`.
  public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
  }

  /// The number of elements of an array Core Text returns (an `NSArray`, as on iOS).
  public func CFArrayGetCount(_ array: CFArray) -> CFIndex { array.count }

  /// The element at `index` of an array Core Text returns, as the address that
  /// `unsafeBitCast(_:to: CTLine.self)` reads back; valid while the array lives.
  public func CFArrayGetValueAtIndex(_ array: CFArray, _ index: CFIndex) -> UnsafeRawPointer? {
    UnsafeRawPointer(Unmanaged.passUnretained(array.object(at: index) as AnyObject).toOpaque())
  }

  /// Core Text's name for a run's superscript level (`NSSuperScript`): an integer, positive
  /// up, negative down.
  public let kCTSuperscriptAttributeName = NSAttributedString.Key("NSSuperScript")
  /// Core Text's name for a run's colour as a `CGColor`, read where the run has no
  /// `.foregroundColor`.
  public let kCTForegroundColorAttributeName = NSAttributedString.Key("CTForegroundColor")
  /// Core Text's flag for runs drawn in the context's fill colour.
  public let kCTForegroundColorFromContextAttributeName = NSAttributedString.Key(
    "CTForegroundColorFromContext")
  /// Core Text's name for a run's font, which is UIKit's (`.font`).
  public let kCTFontAttributeName = NSAttributedString.Key.font
  /// Core Text's name for a run's kern, which is UIKit's (`.kern`).
  public let kCTKernAttributeName = NSAttributedString.Key.kern
  /// Core Text's name for a run's paragraph style, which is UIKit's (`.paragraphStyle`).
  public let kCTParagraphStyleAttributeName = NSAttributedString.Key.paragraphStyle
  /// Core Text's name for a run's underline, which is UIKit's (`.underlineStyle`).
  public let kCTUnderlineStyleAttributeName = NSAttributedString.Key.underlineStyle
  /// Core Text's name for a run's underline colour as a `CGColor`.
  public let kCTUnderlineColorAttributeName = NSAttributedString.Key("CTUnderlineColor")
  /// Core Text's name for a run's outline width, which is UIKit's (`.strokeWidth`).
  public let kCTStrokeWidthAttributeName = NSAttributedString.Key.strokeWidth
  /// Core Text's name for a run's outline colour as a `CGColor`.
  public let kCTStrokeColorAttributeName = NSAttributedString.Key.strokeColor
#endif
