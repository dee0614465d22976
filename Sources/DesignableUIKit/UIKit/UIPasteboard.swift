import Foundation

/// The pasteboard (`UIPasteboard`). A render starts with an empty general pasteboard, as
/// nothing has been copied; what code puts there is kept in this process only.
open class UIPasteboard: NSObject {
  /// The pasteboard shared by the whole system; here, by this process.
  nonisolated(unsafe) public static let general = UIPasteboard()

  /// The strings on the pasteboard; `nil` when there are none.
  open var strings: [String]?
  /// The URLs on the pasteboard; `nil` when there are none.
  open var urls: [URL]?
  /// The images on the pasteboard; `nil` when there are none.
  open var images: [UIImage]?

  /// The first string; setting it replaces the strings with this one.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// The first URL; setting it replaces the URLs with this one.
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  /// The first image; setting it replaces the images with this one.
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// Whether there is at least one string.
  open var hasStrings: Bool { !(strings ?? []).isEmpty }
  /// Whether there is at least one URL.
  open var hasURLs: Bool { !(urls ?? []).isEmpty }
  /// Whether there is at least one image.
  open var hasImages: Bool { !(images ?? []).isEmpty }

  override init() { super.init() }
}
