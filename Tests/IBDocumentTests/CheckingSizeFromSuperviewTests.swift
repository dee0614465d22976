import Components
import Foundation
import IBDocument
import Testing

/// A frameless view pinned to both edges of its superview on an axis takes its size on that
/// axis from the superview, as documents saved without frames leave it.
@Suite struct CheckingSizeFromSuperviewTests {
  /// A plain frameless container `box` of fixed width 217 and height 224, holding the custom
  /// views of `children`, with `pins` on its own constraint list.
  private func document(children: String, pins: String, boxFrame: String = "") throws
    -> IBDocument
  {
    let body = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          \(boxFrame)
          <subviews>
      \(children)
          </subviews>
          <constraints>
              <constraint firstAttribute="width" constant="217" id="bw"/>
              <constraint firstAttribute="height" constant="224" id="bh"/>
      \(pins)
          </constraints>
      </view>
      """
    return try IBDocument.parse(Fixtures.storyboard(body))
  }

  private let stepper = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s1" \
    customClass="Stepper">
        <constraints>
            <constraint firstAttribute="height" constant="40" id="sh"/>
        </constraints>
    </view>
    """

  @Test func leadingAndTrailingPinsGiveTheWidth() throws {
    // Written both ways round, as Interface Builder writes them.
    let pinned = try document(
      children: stepper,
      pins: """
        <constraint firstItem="s1" firstAttribute="leading" secondItem="box" \
        secondAttribute="leading" constant="8" id="p1"/>
        <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" \
        constant="8" id="p2"/>
        """)
    let object = try #require(pinned.object(withID: "s1"))
    #expect(object.edgePins.leading == 8 && object.edgePins.trailing == 8)
    #expect(object.checkingSize == .derived(CGSize(width: 201, height: 40), source: .constraints))
  }

  @Test func theSuperviewsFrameWinsAndNegativeConstantsAreInsetsToo() throws {
    let pinned = try document(
      children: stepper,
      pins: """
        <constraint firstAttribute="left" secondItem="s1" secondAttribute="left" \
        constant="-10" id="p1"/>
        <constraint firstItem="s1" firstAttribute="right" secondItem="box" \
        secondAttribute="right" constant="-20" id="p2"/>
        """,
      boxFrame: #"<rect key="frame" x="0" y="0" width="300" height="100"/>"#)
    let object = try #require(pinned.object(withID: "s1"))
    #expect(object.checkingSize.size == CGSize(width: 270, height: 40))
  }

  @Test func oneEdgeOrASiblingPinLeavesTheWidthOpen() throws {
    let pinned = try document(
      children: stepper + """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s2">
            <rect key="frame" x="0" y="0" width="20" height="20"/>
        </view>
        """,
      pins: """
        <constraint firstItem="s1" firstAttribute="leading" secondItem="box" \
        secondAttribute="leading" constant="8" id="p1"/>
        <constraint firstItem="s2" firstAttribute="leading" secondItem="s1" \
        secondAttribute="trailing" constant="8" id="p2"/>
        <constraint firstItem="s1" firstAttribute="width" secondItem="box" \
        secondAttribute="width" multiplier="0.5" id="p3"/>
        """)
    let object = try #require(pinned.object(withID: "s1"))
    #expect(object.edgePins.trailing == nil)
    #expect(object.checkingSize.size == nil)
  }
}
