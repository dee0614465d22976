import Foundation

extension Button {
  /// Runs when a button asks for a new configuration (`UIButton.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler = (Button) -> Void

  /// What a button shows and how (`UIButton.Configuration`): a style's colours and
  /// background, a title, a subtitle and an image, laid out by insets, placement and padding.
  ///
  /// Setting a button's ``Button/configuration`` replaces what the per-state titles, images
  /// and insets draw. Values the style does not set (a `nil` colour) are resolved when the
  /// button lays out, from its tint colour.
  public struct Configuration: Equatable {
    let style: Style

    /// The title with its runs' fonts and colours; setting ``title`` replaces it.
    public var attributedTitle: AttributedString?
    /// The subtitle, drawn below the title; setting ``subtitle`` replaces it.
    public var attributedSubtitle: AttributedString?
    /// The image, beside the title as ``imagePlacement`` says.
    public var image: Image?
    /// The edge of the text block the image sits on: `.leading` (the default), `.trailing`,
    /// `.top` or `.bottom`.
    public var imagePlacement = DirectionalRectEdge.leading
    /// The space between the image and the text, in points.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle, in points.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align with each other.
    public var titleAlignment = TitleAlignment.automatic
    /// The space between the bounds and the content; the default follows ``buttonSize``.
    public var contentInsets: DirectionalEdgeInsets
    /// The colour of the text and image; `nil` takes the style's (most use the tint colour).
    public var baseForegroundColor: Color?
    /// The colour the style derives its background from; `nil` takes the tint colour.
    public var baseBackgroundColor: Color?
    /// How the background's corner radius is chosen.
    public var cornerStyle = CornerStyle.dynamic
    /// The size of the text, the default insets and the corner radius.
    public var buttonSize = Size.medium {
      didSet { if contentInsets == oldValue.defaultContentInsets { setDefaultContentInsets() } }
    }
    /// The background; a colour set here wins over the style's.
    public var background = BackgroundConfiguration()
    /// Stored only: the activity indicator is not drawn.
    public var showsActivityIndicator = false
    /// Changes the title's font and colour, run by run, before it is drawn.
    public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
    /// Changes the subtitle's font and colour, run by run, before it is drawn.
    public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
    /// Changes the image's colour before it tints a template image.
    public var imageColorTransformer: ConfigurationColorTransformer?
    /// Stored only: symbol images are not available here.
    public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?

    init(style: Style) {
      self.style = style
      contentInsets = Size.medium.defaultContentInsets
    }

    /// The title's characters; setting it replaces ``attributedTitle``.
    public var title: String? {
      get { attributedTitle.map { String($0.characters) } }
      set { attributedTitle = newValue.map { AttributedString($0) } }
    }

    /// The subtitle's characters; setting it replaces ``attributedSubtitle``.
    public var subtitle: String? {
      get { attributedSubtitle.map { String($0.characters) } }
      set { attributedSubtitle = newValue.map { AttributedString($0) } }
    }

    /// Sets ``contentInsets`` back to the default of ``buttonSize``.
    public mutating func setDefaultContentInsets() {
      contentInsets = buttonSize.defaultContentInsets
    }

    /// This configuration: its colours are resolved against the button when it lays out.
    public func updated(for button: Button) -> Configuration { self }

    /// Tint-coloured text and image, no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// Tint-coloured text on a light tint background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// Tint-coloured text on a grey fill.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// White text on a tint-coloured background.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// As ``plain()``.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// As ``gray()``.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// As ``tinted()``.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// As ``filled()``.
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }

    /// Equal when everything drawn is equal and the same transformers are set or unset
    /// (closures cannot be compared).
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.style == rhs.style && lhs.attributedTitle == rhs.attributedTitle
        && lhs.attributedSubtitle == rhs.attributedSubtitle && lhs.image === rhs.image
        && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
        && lhs.titlePadding == rhs.titlePadding && lhs.titleAlignment == rhs.titleAlignment
        && lhs.contentInsets == rhs.contentInsets
        && lhs.baseForegroundColor == rhs.baseForegroundColor
        && lhs.baseBackgroundColor == rhs.baseBackgroundColor
        && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
        && lhs.background == rhs.background
        && lhs.showsActivityIndicator == rhs.showsActivityIndicator
        && (lhs.titleTextAttributesTransformer == nil)
          == (rhs.titleTextAttributesTransformer == nil)
        && (lhs.subtitleTextAttributesTransformer == nil)
          == (rhs.subtitleTextAttributesTransformer == nil)
        && (lhs.imageColorTransformer == nil) == (rhs.imageColorTransformer == nil)
        && lhs.preferredSymbolConfigurationForImage
          === rhs.preferredSymbolConfigurationForImage
    }
  }
}
