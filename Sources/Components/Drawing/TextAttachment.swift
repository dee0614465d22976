import Foundation

/// An image set in text (`NSTextAttachment`), as the `.attachment` attribute of the
/// character U+FFFC: `NSAttributedString(attachment:)` makes that one-character string. The
/// image is drawn in ``bounds`` when its size is not zero, else at its own size on the
/// baseline; a template image takes the text's colour. An attachment without an image
/// takes no room and draws nothing.
open class TextAttachment {
  /// The image shown.
  open var image: Image?
  /// Where the image lies, its origin's `y` measured up from the baseline (negative below
  /// it, as `font.descender` is); zero for the image's own size on the baseline.
  open var bounds = CGRect.zero
  /// The attachment's data, kept: only ``image`` is drawn.
  open var contents: Data?
  /// The type of ``contents`` (a uniform type identifier), kept.
  open var fileType: String?

  /// An attachment without an image.
  public init() {}

  /// An attachment of `image` (`NSTextAttachment(image:)`).
  public convenience init(image: Image) {
    self.init()
    self.image = image
  }

  /// An attachment holding `data` of `uti` (`init(data:ofType:)`), whose image is the data's
  /// when it decodes as a PNG.
  public convenience init(data contentData: Data?, ofType uti: String?) {
    self.init()
    contents = contentData
    fileType = uti
    image = contentData.flatMap { Image(data: $0) }
  }

  /// The size the attachment takes in its line, its bottom's height above the baseline.
  var box: (width: Double, height: Double, bottom: Double) {
    guard let image else { return (0, 0, 0) }
    if bounds.width != 0 || bounds.height != 0 {
      return (Double(bounds.width), Double(bounds.height), Double(bounds.minY))
    }
    return (Double(image.size.width), Double(image.size.height), 0)
  }
}

extension NSAttributedString {
  /// A string of one character, U+FFFC, that shows `attachment`
  /// (`NSAttributedString(attachment:)`).
  public convenience init(attachment: TextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
