import Foundation

/// A control with a title, an image and a background image per state (`UIButton`).
///
/// Layout is UIKit's and goes through the overridable rectangles: `layoutSubviews()` asks
/// ``contentRect(forBounds:)`` (the bounds inset by ``contentEdgeInsets``), then places the
/// title label at ``titleRect(forContentRect:)``, the image view at
/// ``imageRect(forContentRect:)`` and the background image at ``backgroundRect(forBounds:)``.
/// By default the image and then the title sit side by side, aligned as
/// ``Control/contentHorizontalAlignment`` and ``Control/contentVerticalAlignment`` say,
/// each moved by its own edge insets.
///
/// A value set for a state is used in that state; a state with none uses the value for
/// ``Control/State/normal``. The default title colour is white for custom buttons and the
/// tint colour for the other types (grey when disabled). The title font is the system font
/// at 15 points.
open class Button: Control {
  public package(set) var buttonType = ButtonType.custom
  private var titles: [State: String] = [:]
  private var attributedTitles: [State: NSAttributedString] = [:]
  private var titleColors: [State: Color] = [:]
  private var titleShadowColors: [State: Color] = [:]
  private var images: [State: Image] = [:]
  private var backgroundImages: [State: Image] = [:]
  /// Its font and alignment are set here rather than in `init`, so that what an archive
  /// restores in `init(coder:)` (a nib's font) is not overwritten.
  let titleView: Label = {
    let label = Label(frame: .zero)
    label.font = .systemFont(ofSize: 15)
    label.textAlignment = .center
    return label
  }()
  let imageContentView = ImageView(frame: .zero)
  let backgroundView = ImageView(frame: .zero)
  /// The subtitle of a configuration, added when one first has a subtitle.
  var subtitleView: Label?
  /// Whether a configuration has styled ``backgroundView`` since it was last reset.
  var backgroundIsConfigured = false
  /// Whether ``updateConfiguration()`` runs in the next layout.
  var needsConfigurationUpdate = true

  /// What the button shows when set, in place of the per-state titles, images and insets
  /// (`UIButton.configuration`); `nil` draws the per-state values.
  open var configuration: Configuration? { didSet { configurationDidChange() } }
  /// Runs after ``updateConfiguration()`` whenever the configuration is brought up to date.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether a change of state asks for a configuration update.
  open var automaticallyUpdatesConfiguration = true

  /// The menu a touch or long press shows (`menu`); stored, as no menu opens here.
  /// Setting one turns on ``Control/isContextMenuInteractionEnabled``, as in UIKit.
  open var menu: Menu? { didSet { isContextMenuInteractionEnabled = menu != nil } }
  /// Whether choosing a menu item makes it the button's selection; stored.
  open var changesSelectionAsPrimaryAction = false
  /// Whether the pointer (iPad trackpad) highlights the button; stored.
  open var isPointerInteractionEnabled = false
  /// Whether a touch glows on the button (`showsTouchWhenHighlighted`); stored.
  open var showsTouchWhenHighlighted = false
  /// The button's part in a group of actions (`role`); stored.
  open var role = Role.normal
  private var symbolConfigurations: [UInt: Image.SymbolConfiguration] = [:]

  /// The symbol configuration for the image in `state` (the normal state's when `state`
  /// has none): a symbol's stand-in is shown drawn again with it.
  open func setPreferredSymbolConfiguration(
    _ configuration: Image.SymbolConfiguration?, forImageIn state: State
  ) {
    symbolConfigurations[state.rawValue] = configuration
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The symbol configuration the image of `state` is shown with.
  private func symbolConfiguration(for state: State) -> Image.SymbolConfiguration? {
    symbolConfigurations[state.rawValue] ?? symbolConfigurations[State.normal.rawValue]
  }

  open func preferredSymbolConfigurationForImage(in state: State)
    -> Image.SymbolConfiguration?
  {
    symbolConfigurations[state.rawValue]
  }

  /// A button's part in a group of actions (`UIButton.Role`).
  public enum Role: Int, Sendable { case normal, primary, cancel, destructive }

  open var contentEdgeInsets = EdgeInsets.zero { didSet { contentDidChange() } }
  open var titleEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
  open var imageEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
  /// Stored only: the image is drawn the same in every state, as UIKit draws it when this is
  /// `false` (`true`, UIKit's default, darkens it while highlighted).
  open var adjustsImageWhenHighlighted = true
  /// Stored only: the image is drawn the same in every state, as UIKit draws it when this is
  /// `false` (`true`, UIKit's default, fades it while disabled).
  open var adjustsImageWhenDisabled = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSubviews()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSubviews()
  }

  /// A system button with a zero frame that shows `configuration` and performs
  /// `primaryAction` when tapped.
  public convenience init(configuration: Configuration, primaryAction: ControlAction? = nil) {
    self.init(frame: .zero)
    buttonType = .system
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A button of `buttonType` with a zero frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  private func setUpSubviews() {
    isOpaque = false
    backgroundView.contentMode = .scaleToFill
    imageContentView.contentMode = .center
    addSubview(backgroundView)
    addSubview(imageContentView)
    addSubview(titleView)
  }

  open override var isEnabled: Bool { didSet { stateDidChange() } }
  open override var isSelected: Bool { didSet { stateDidChange() } }
  open override var isHighlighted: Bool { didSet { stateDidChange() } }

  private func stateDidChange() {
    contentDidChange()
    if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
  }

  /// Shows the current state's title in the title label at once, as UIKit does, so that
  /// `titleLabel?.text` reads it before the next layout; then asks for a new layout.
  private func contentDidChange() {
    if let attributed = attributedTitle(for: state) {
      titleView.attributedText = attributed
    } else {
      titleView.text = title(for: state)
    }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  open override func tintColorDidChange() { setNeedsLayout() }

  // MARK: Configuration

  /// Asks for ``updateConfiguration()`` and the update handler to run before the next
  /// layout; several requests before it run them once. A change of state asks by itself.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Brings ``configuration`` up to date with the button's state; override it to change
  /// the configuration. Does nothing by default. Called by the layout after
  /// ``setNeedsUpdateConfiguration()``, never directly.
  open func updateConfiguration() {}

  // MARK: Values per state

  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    contentDidChange()
  }

  open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

  /// Sets the title drawn run by run in `state`; it wins over `setTitle(_:for:)`'s, as in
  /// UIKit. Runs without a colour take the title colour.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state] = title
    contentDidChange()
  }

  /// The attributed title of `state`, else of `.normal`.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state] ?? attributedTitles[.normal]
  }

  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
    setNeedsLayout()
  }

  open func titleColor(for state: State) -> Color? {
    titleColors[state] ?? titleColors[.normal] ?? defaultTitleColor(for: state)
  }

  /// Sets the colour of the title's shadow in `state` (the title label's `shadowColor`;
  /// its `shadowOffset` places it).
  open func setTitleShadowColor(_ color: Color?, for state: State) {
    titleShadowColors[state] = color
    setNeedsLayout()
  }

  /// The title's shadow colour in `state`, else in `.normal`; `nil` for none.
  open func titleShadowColor(for state: State) -> Color? {
    titleShadowColors[state] ?? titleShadowColors[.normal]
  }

  /// Stored only: the shadow keeps its offset while highlighted.
  open var reversesTitleShadowWhenHighlighted = false

  open func setImage(_ image: Image?, for state: State) {
    images[state] = image
    contentDidChange()
  }

  open func image(for state: State) -> Image? { images[state] ?? images[.normal] }

  open func setBackgroundImage(_ image: Image?, for state: State) {
    backgroundImages[state] = image
    contentDidChange()
  }

  open func backgroundImage(for state: State) -> Image? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }

  open var currentTitle: String? { title(for: state) }
  open var currentTitleColor: Color { titleColor(for: state) ?? .white }
  open var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
  open var currentImage: Image? { image(for: state) }
  open var currentBackgroundImage: Image? { backgroundImage(for: state) }

  /// The label showing the current title; set its font or alignment, not its text.
  open var titleLabel: Label? { titleView }

  /// The image view showing the current image.
  open var imageView: ImageView? { imageContentView }

  private func defaultTitleColor(for state: State) -> Color? {
    guard buttonType != .custom else { return .white }
    return state.contains(.disabled) ? Color(white: 0.5, alpha: 0.5) : tintColor
  }

  // MARK: Layout

  /// The rectangle of the content (title and image): the bounds inset by
  /// ``contentEdgeInsets``.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }

  /// The rectangle of the background image: the bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The title's rectangle in `contentRect`: after the image, aligned as the control says,
  /// moved by ``titleEdgeInsets``.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    let (imageSize, titleSize) = contentSizes(fitting: contentRect.size)
    let start = alignedStart(width: imageSize.width + titleSize.width, in: contentRect)
    let frame = CGRect(
      x: start + imageSize.width, y: alignedY(height: titleSize.height, in: contentRect),
      width: titleSize.width, height: titleSize.height)
    return offset(frame, by: titleEdgeInsets)
  }

  /// The image's rectangle in `contentRect`: before the title, aligned as the control says,
  /// moved by ``imageEdgeInsets``.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    let (imageSize, titleSize) = contentSizes(fitting: contentRect.size)
    let start = alignedStart(width: imageSize.width + titleSize.width, in: contentRect)
    let frame = CGRect(
      x: start, y: alignedY(height: imageSize.height, in: contentRect),
      width: imageSize.width, height: imageSize.height)
    return offset(frame, by: imageEdgeInsets)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    if let configuration {
      layOutConfiguredContent(configuration)
      return
    }
    let current = state
    if let attributed = attributedTitle(for: current) {
      titleView.attributedText = attributed
    } else {
      titleView.text = title(for: current)
    }
    titleView.textColor = titleColor(for: current) ?? .white
    titleView.shadowColor = titleShadowColor(for: current)
    imageContentView.preferredSymbolConfiguration = symbolConfiguration(for: current)
    imageContentView.image = image(for: current)
    backgroundView.image = backgroundImage(for: current)
    let content = contentRect(forBounds: bounds)
    backgroundView.frame = backgroundRect(forBounds: bounds)
    imageContentView.frame = imageRect(forContentRect: content)
    titleView.frame = titleRect(forContentRect: content)
  }

  /// The size of the content plus ``contentEdgeInsets`` (with a configuration: plus its
  /// content insets).
  open override var intrinsicContentSize: CGSize {
    if let configuration { return configuredContentSize(configuration) }
    let infinite = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    let (imageSize, titleSize) = contentSizes(fitting: infinite)
    return CGSize(
      width: imageSize.width + titleSize.width + contentEdgeInsets.left + contentEdgeInsets.right,
      height: max(imageSize.height, titleSize.height) + contentEdgeInsets.top
        + contentEdgeInsets.bottom)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The current image's size and the current title's, the title's width limited to what
  /// the image leaves of `available`.
  private func contentSizes(fitting available: CGSize) -> (image: CGSize, title: CGSize) {
    let imageSize =
      image(for: state)?.applyingPreferredSymbolConfiguration(symbolConfiguration(for: state))
      .size ?? .zero
    let attributed = attributedTitle(for: state)
    guard let title = attributed?.string ?? title(for: state), !title.isEmpty else {
      return (imageSize, .zero)
    }
    let measuring = Label(frame: .zero)
    measuring.font = titleView.font
    if let attributed { measuring.attributedText = attributed } else { measuring.text = title }
    let text = measuring.sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    let width = min(text.width, max(available.width - imageSize.width, 0))
    return (imageSize, CGSize(width: width, height: text.height))
  }

  func alignedStart(width: CGFloat, in rect: CGRect) -> CGFloat {
    switch contentHorizontalAlignment {
    case .left, .leading, .fill: return rect.minX
    case .right, .trailing: return rect.maxX - width
    case .center: return rect.midX - width / 2
    }
  }

  func alignedY(height: CGFloat, in rect: CGRect) -> CGFloat {
    switch contentVerticalAlignment {
    case .top, .fill: return rect.minY
    case .bottom: return rect.maxY - height
    case .center: return rect.midY - height / 2
    }
  }

  /// `rect` moved by insets as UIKit moves title and image rectangles: centred content moves
  /// by half of `left − right` and `top − bottom` (it stays centred in the inset rectangle);
  /// content aligned to an edge moves by that edge's whole inset.
  private func offset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
    let dx: CGFloat
    switch contentHorizontalAlignment {
    case .center: dx = (insets.left - insets.right) / 2
    case .left, .leading, .fill: dx = insets.left
    case .right, .trailing: dx = -insets.right
    }
    let dy: CGFloat
    switch contentVerticalAlignment {
    case .center: dy = (insets.top - insets.bottom) / 2
    case .top, .fill: dy = insets.top
    case .bottom: dy = -insets.bottom
    }
    return rect.offsetBy(dx: dx, dy: dy)
  }
}
