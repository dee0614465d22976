import Foundation

/// How a button with a ``Button/configuration`` lays out and draws: the background view
/// takes the configuration's fill, corners and stroke, and the image, title and subtitle are
/// placed by its insets, image placement and paddings.
extension Button {
  /// Where a configuration's content goes, and the size that fits it.
  struct ConfiguredFrames {
    var image = CGRect.zero
    var title = CGRect.zero
    var subtitle = CGRect.zero
    var fittingSize = CGSize.zero
  }

  func configurationDidChange() {
    if configuration == nil { resetConfiguredViews() }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Runs ``updateConfiguration()`` and then the update handler if an update was asked for.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    updateConfiguration()
    configurationUpdateHandler?(self)
  }

  func layOutConfiguredContent(_ configuration: Configuration) {
    let configuration = withPerStateContent(configuration)
    let tint: Color = tintColor ?? .tintColor
    styleBackground(for: configuration, tint: tint)
    let foreground =
      configuration.baseForegroundColor ?? configuration.style.foregroundColor(tint: tint)
    let title = configuredTitle(configuration, foreground: foreground)
    let subtitle = configuredSubtitle(configuration, foreground: foreground)
    titleView.attributedText = title
    if subtitle != nil, subtitleView == nil {
      let label = Label(frame: .zero)
      addSubview(label)
      subtitleView = label
    }
    subtitleView?.attributedText = subtitle
    subtitleView?.isHidden = subtitle == nil
    imageContentView.preferredSymbolConfiguration =
      configuration.preferredSymbolConfigurationForImage
    imageContentView.image = configuration.image
    imageContentView.tintColor =
      configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
    let frames = configuredFrames(configuration, title: title, subtitle: subtitle, in: bounds)
    imageContentView.frame = frames.image
    titleView.frame = frames.title
    subtitleView?.frame = frames.subtitle
  }

  /// The configuration's content size plus its content insets.
  func configuredContentSize(_ configuration: Configuration) -> CGSize {
    let configuration = withPerStateContent(configuration)
    let foreground = configuration.baseForegroundColor ?? .white
    let infinite = CGRect(
      x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    return configuredFrames(
      configuration, title: configuredTitle(configuration, foreground: foreground),
      subtitle: configuredSubtitle(configuration, foreground: foreground), in: infinite
    ).fittingSize
  }

  /// `configuration` with the current state's title (from `setTitle(_:for:)` or
  /// `setAttributedTitle(_:for:)`, as characters) and image where it sets none.
  private func withPerStateContent(_ configuration: Configuration) -> Configuration {
    var configuration = configuration
    if configuration.attributedTitle == nil {
      configuration.title = attributedTitle(for: state)?.string ?? title(for: state)
    }
    if configuration.image == nil { configuration.image = image(for: state) }
    return configuration
  }

  private func configuredTitle(_ configuration: Configuration, foreground: Color)
    -> NSAttributedString?
  {
    configuration.attributedTitle.flatMap {
      styled(
        $0, font: configuration.buttonSize.titleFont, color: foreground,
        transformer: configuration.titleTextAttributesTransformer)
    }
  }

  private func configuredSubtitle(_ configuration: Configuration, foreground: Color)
    -> NSAttributedString?
  {
    configuration.attributedSubtitle.flatMap {
      styled(
        $0, font: configuration.buttonSize.subtitleFont, color: foreground,
        transformer: configuration.subtitleTextAttributesTransformer)
    }
  }

  /// `text` with each run's font and colour, or `font` and `color`, passed through
  /// `transformer`; `nil` for an empty text.
  private func styled(
    _ text: AttributedString, font: Font, color: Color,
    transformer: ConfigurationTextAttributesTransformer?
  ) -> NSAttributedString? {
    guard !text.characters.isEmpty else { return nil }
    var text = text
    if let transformer {
      let runs = text.runs.map { ($0.range, $0.font, $0.foregroundColor) }
      for (range, runFont, runColor) in runs {
        var incoming = AttributeContainer()
        incoming.font = runFont ?? font
        incoming.foregroundColor = runColor ?? color
        let outgoing = transformer(incoming)
        text[range].font = outgoing.font
        text[range].foregroundColor = outgoing.foregroundColor
      }
    }
    return text.attributedText(font: font, color: color)
  }

  private func styleBackground(for configuration: Configuration, tint: Color) {
    let background = configuration.background
    let fill =
      background.backgroundColor
      ?? configuration.style.backgroundColor(base: configuration.baseBackgroundColor, tint: tint)
    let stroke = background.strokeWidth > 0 ? background.strokeColor : nil
    backgroundIsConfigured = true
    backgroundView.frame = bounds
    backgroundView.image = background.image
    backgroundView.backgroundColor = fill
    backgroundView.clipsToBounds = background.image != nil
    backgroundView.layer.cornerRadius = configuration.cornerStyle.radius(
      backgroundRadius: background.cornerRadius, buttonSize: configuration.buttonSize,
      bounds: bounds.size)
    backgroundView.layer.borderWidth = stroke == nil ? 0 : background.strokeWidth
    backgroundView.layer.borderColor = stroke ?? .black
  }

  /// Puts the per-state drawing back as it was before a configuration was set.
  private func resetConfiguredViews() {
    subtitleView?.removeFromSuperview()
    subtitleView = nil
    guard backgroundIsConfigured else { return }
    backgroundIsConfigured = false
    backgroundView.backgroundColor = nil
    backgroundView.clipsToBounds = false
    backgroundView.layer.cornerRadius = 0
    backgroundView.layer.borderWidth = 0
    backgroundView.layer.borderColor = .black
    imageContentView.tintColor = nil
  }

  /// The image and text block side by side (leading, trailing) or stacked (top, bottom),
  /// `imagePadding` apart, aligned in the bounds inset by the content insets as the
  /// control's content alignments say; the title above the subtitle, `titlePadding` apart.
  func configuredFrames(
    _ configuration: Configuration, title: NSAttributedString?,
    subtitle: NSAttributedString?, in bounds: CGRect
  ) -> ConfiguredFrames {
    let direction = effectiveUserInterfaceLayoutDirection
    let insets = configuration.contentInsets.edgeInsets(for: direction)
    let content = bounds.inset(by: insets)
    let imageSize =
      configuration.image?.applyingPreferredSymbolConfiguration(
        configuration.preferredSymbolConfigurationForImage
      ).size ?? .zero
    let hasText = title != nil || subtitle != nil
    let padding = configuration.image != nil && hasText ? configuration.imagePadding : 0
    let placement = configuration.imagePlacement
    let beside = placement != .top && placement != .bottom
    let textLimit = beside ? max(content.width - imageSize.width - padding, 0) : content.width
    let titleSize = measured(title, widthLimit: textLimit)
    let subtitleSize = measured(subtitle, widthLimit: textLimit)
    let gap = title != nil && subtitle != nil ? configuration.titlePadding : 0
    let text = CGSize(
      width: max(titleSize.width, subtitleSize.width),
      height: titleSize.height + gap + subtitleSize.height)
    let group =
      beside
      ? CGSize(
        width: imageSize.width + padding + text.width, height: max(imageSize.height, text.height))
      : CGSize(
        width: max(imageSize.width, text.width), height: imageSize.height + padding + text.height)
    let x = alignedStart(width: group.width, in: content)
    let y = alignedY(height: group.height, in: content)
    var image = CGRect(origin: .zero, size: imageSize)
    var textOrigin = CGPoint.zero
    if beside {
      let imageOnLeft = (placement == .trailing) == (direction == .rightToLeft)
      image.origin.x = imageOnLeft ? x : x + text.width + padding
      image.origin.y = y + (group.height - imageSize.height) / 2
      textOrigin = CGPoint(
        x: imageOnLeft ? x + imageSize.width + padding : x,
        y: y + (group.height - text.height) / 2)
    } else {
      image.origin.x = x + (group.width - imageSize.width) / 2
      image.origin.y = placement == .top ? y : y + text.height + padding
      textOrigin = CGPoint(
        x: x + (group.width - text.width) / 2,
        y: placement == .top ? y + imageSize.height + padding : y)
    }
    let alignment = resolvedTitleAlignment(
      configuration.titleAlignment, besideImage: beside && configuration.image != nil)
    func lineX(_ width: CGFloat) -> CGFloat {
      let spare = text.width - width
      let leadingOnLeft = direction == .leftToRight
      switch alignment {
      case .leading: return leadingOnLeft ? textOrigin.x : textOrigin.x + spare
      case .trailing: return leadingOnLeft ? textOrigin.x + spare : textOrigin.x
      case .center, .automatic: return textOrigin.x + spare / 2
      }
    }
    var frames = ConfiguredFrames()
    frames.image = image
    frames.title = CGRect(
      origin: CGPoint(x: lineX(titleSize.width), y: textOrigin.y), size: titleSize)
    frames.subtitle = CGRect(
      origin: CGPoint(x: lineX(subtitleSize.width), y: textOrigin.y + titleSize.height + gap),
      size: subtitleSize)
    frames.fittingSize = CGSize(
      width: group.width + insets.left + insets.right,
      height: group.height + insets.top + insets.bottom)
    return frames
  }

  /// `.automatic` aligns the lines on their leading edge beside an image and centres them
  /// otherwise (an approximation of UIKit's choice).
  private func resolvedTitleAlignment(
    _ alignment: Configuration.TitleAlignment, besideImage: Bool
  ) -> Configuration.TitleAlignment {
    guard alignment == .automatic else { return alignment }
    return besideImage ? .leading : .center
  }

  private func measured(_ text: NSAttributedString?, widthLimit: CGFloat) -> CGSize {
    guard let text else { return .zero }
    let measuring = Label(frame: .zero)
    measuring.attributedText = text
    let size = measuring.sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    return CGSize(width: min(size.width, widthLimit), height: size.height)
  }
}
