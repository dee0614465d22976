import Components
import Foundation
import IBDocument
import Testing

/// `IBObject.checkingSize`: the size of a view the document gives no frame, from its width,
/// height and aspect-ratio constraints and its placeholder intrinsic size.
@Suite struct CheckingSizeTests {
  /// A frameless custom view `v1` with the given attributes on its element and `constraints`
  /// on its own list, beside a plain view `other` it may be related to.
  private func view(_ constraints: String, attributes: String = "") throws -> IBObject {
    let body = """
      <view contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" \
      id="v1" customClass="PieChartView">
          <constraints>
      \(constraints)
          </constraints>
      </view>
      <view contentMode="scaleToFill" id="other">
          <rect key="frame" x="0" y="0" width="50" height="50"/>
      </view>
      """
    let document = try IBDocument.parse(Fixtures.storyboard(body))
    return try #require(document.object(withID: "v1"))
  }

  private func derived(_ width: Double, _ height: Double, _ source: IBCheckingSize.Source)
    -> IBCheckingSize
  {
    .derived(CGSize(width: width, height: height), source: source)
  }

  @Test func widthAndHeightConstraintsGiveTheSize() throws {
    let object = try view(
      """
      <constraint firstAttribute="width" constant="120" id="w1"/>
      <constraint firstAttribute="height" constant="20" id="h1"/>
      """)
    #expect(object.frame == nil)
    #expect(object.sizeConstraints.map(\.id) == ["w1", "h1"])
    #expect(object.checkingSize == derived(120, 20, .constraints))
  }

  @Test func aFrameWinsOverConstraints() throws {
    let body = """
      <view contentMode="scaleToFill" id="v1" customClass="PieChartView">
          <rect key="frame" x="0" y="0" width="64" height="48"/>
          <constraints>
              <constraint firstAttribute="width" constant="120" id="w1"/>
          </constraints>
      </view>
      """
    let object = try #require(try IBDocument.parse(Fixtures.storyboard(body)).object(withID: "v1"))
    #expect(object.checkingSize == .frame(CGSize(width: 64, height: 48)))
  }

  @Test func oneDimensionAndAnAspectRatioGiveTheOther() throws {
    // width = 2 × height: IB's "2:1" written on the view itself.
    let ratio = try view(
      """
      <constraint firstAttribute="width" secondItem="v1" secondAttribute="height" multiplier="2:1" id="r1"/>
      <constraint firstAttribute="width" constant="120" id="w1"/>
      """)
    #expect(ratio.checkingSize == derived(120, 60, .constraints))
    let plain = try view(
      """
      <constraint firstAttribute="height" constant="30" id="h1"/>
      <constraint firstItem="v1" firstAttribute="width" secondItem="v1" secondAttribute="height" multiplier="2" id="r1"/>
      """)
    #expect(plain.checkingSize == derived(60, 30, .constraints))
    let heightFirst = try view(
      """
      <constraint firstAttribute="height" secondItem="v1" secondAttribute="width" multiplier="1:4" constant="5" id="r1"/>
      <constraint firstAttribute="width" constant="80" id="w1"/>
      """)
    #expect(heightFirst.checkingSize == derived(80, 25, .constraints))
  }

  @Test func thePlaceholderIntrinsicSizeFillsWhatTheConstraintsLeave() throws {
    let placeholder = try view(
      "", attributes: #"placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="20""#)
    #expect(placeholder.placeholderIntrinsicWidth == 120)
    #expect(placeholder.checkingSize == derived(120, 20, .placeholderIntrinsicSize))
    let mixed = try view(
      #"<constraint firstAttribute="height" constant="44" id="h1"/>"#,
      attributes: #"placeholderIntrinsicWidth="90" placeholderIntrinsicHeight="20""#)
    #expect(mixed.checkingSize == derived(90, 44, .constraintsAndPlaceholderIntrinsicSize))
    let infinite = try view(
      #"<constraint firstAttribute="height" constant="44" id="h1"/>"#,
      attributes: #"placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="20""#)
    #expect(infinite.placeholderIntrinsicWidth == nil)
    #expect(
      infinite.checkingSize
        == .unknown(reason: "its constraints give no width: add a width constraint or a frame"))
  }

  /// A frameless label subclass `l1` with `text` in a 20-point system font, placed by
  /// constraints to its superview alone, and `own` constraints on its own list.
  private func label(_ text: String, own: String = "") throws -> IBObject {
    let body = """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" \
      textAlignment="natural" lineBreakMode="tailTruncation" \
      translatesAutoresizingMaskIntoConstraints="NO" id="l1" customClass="ShoutLabel">
          <fontDescription key="fontDescription" type="system" pointSize="20"/>
          <constraints>
      \(own)
          </constraints>
      </label>
      """
    let document = try IBDocument.parse(
      Fixtures.storyboard(body), options: IBReadOptions(restoresArchivedContent: true))
    return try #require(document.object(withID: "l1"))
  }

  @Test func aLabelTheConstraintsLeaveOpenIsSizedByItsText() throws {
    let short = try label("Hi")
    let long = try label("Hello, world")
    let measured = try #require(short.archivedIntrinsicSize)
    #expect(measured.width > 0 && measured.height > 0)
    #expect(short.checkingSize == .derived(measured, source: .intrinsicContentSize))
    let longer = try #require(long.checkingSize.size)
    #expect(longer.width > measured.width && longer.height == measured.height)
    let fixedWidth = try label(
      "Hi", own: #"<constraint firstAttribute="width" constant="90" id="w1"/>"#)
    #expect(
      fixedWidth.checkingSize
        == derived(90, Double(measured.height), .constraintsAndIntrinsicContentSize))
    // A view with no intrinsic size is still unsized.
    #expect(try view("").archivedIntrinsicSize == nil)
  }

  @Test func requiredConstraintsWinAndEqualOnesThatDisagreeConflict() throws {
    let preferred = try view(
      """
      <constraint firstAttribute="width" priority="250" constant="300" id="w1"/>
      <constraint firstAttribute="width" constant="120" id="w2"/>
      <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="500" id="w3"/>
      <constraint firstAttribute="height" priority="750" constant="40" id="h1"/>
      """)
    #expect(preferred.checkingSize == derived(120, 40, .constraints))
    let conflicting = try view(
      """
      <constraint firstAttribute="width" constant="100" id="w1"/>
      <constraint firstAttribute="width" constant="120" id="w2"/>
      <constraint firstAttribute="height" constant="40" id="h1"/>
      """)
    #expect(
      conflicting.checkingSize
        == .unknown(
          reason: "its width constraints conflict (100 and 120 at the same priority): remove "
            + "one, lower its priority or give the view a frame"))
  }

  @Test func withoutSizeConstraintsTheReasonNamesWhatIsMissing() throws {
    let none = try view(
      """
      <constraint firstItem="v1" firstAttribute="width" secondItem="other" secondAttribute="width" id="c1"/>
      <constraint firstAttribute="width" relation="lessThanOrEqual" constant="500" id="c2"/>
      """)
    #expect(none.sizeConstraints.map(\.id) == ["c2"])
    #expect(
      none.checkingSize
        == .unknown(
          reason: "its constraints give no width or height: add width and height constraints "
            + "or a frame"))
    let widthOnly = try view(#"<constraint firstAttribute="width" constant="120" id="w1"/>"#)
    #expect(
      widthOnly.checkingSize
        == .unknown(reason: "its constraints give no height: add a height constraint or a frame"))
  }

  @Test func constraintsThatDoNotReadAreWarningsAndLeftOut() throws {
    let body = """
      <view contentMode="scaleToFill" placeholderIntrinsicWidth="wide" id="v1" customClass="PieChartView">
          <constraints>
              <constraint firstAttribute="width" constant="1e" id="w1"/>
              <constraint firstAttribute="height" multiplier="3:0" constant="1" id="h1"/>
              <constraint firstAttribute="height" relation="around" constant="1" id="h2"/>
          </constraints>
      </view>
      """
    let document = try IBDocument.parse(Fixtures.storyboard(body))
    let object = try #require(document.object(withID: "v1"))
    #expect(object.sizeConstraints.isEmpty)
    #expect(object.placeholderIntrinsicWidth == nil)
    let messages = document.warnings.map(\.message)
    #expect(messages.count == 4)
    #expect(
      messages.contains("constraint \"w1\" (width): constant \"1e\" is not a number; left out"))
    #expect(messages.contains { $0.contains("multiplier \"3:0\" is neither a number nor a ratio") })
    #expect(messages.contains("constraint \"h2\" (height): unknown relation \"around\"; left out"))
    #expect(
      messages.contains(
        "placeholderIntrinsicWidth \"wide\" is neither a number nor infinite; ignored"))
  }
}
