import DesignableUIKit
import Testing

/// A custom slider as designables write them: a thick track and a smaller thumb.
final class ThickTrackSlider: UISlider {
  override init(frame: CGRect) {
    super.init(frame: frame)
    minimumTrackTintColor = .red
    maximumTrackTintColor = .blue
    thumbTintColor = .green
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX + 10, y: bounds.midY - 5, width: bounds.width - 20, height: 10)
  }

  override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float)
    -> CGRect
  {
    super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: 4, dy: 4)
  }
}

@Suite("UIKit's slider")
struct UIKitSliderTests {
  /// A 200 × 31 slider at `value` with red and blue track parts.
  func slider(value: Float) -> UISlider {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.minimumTrackTintColor = .red
    slider.maximumTrackTintColor = .blue
    slider.setValue(value, animated: true)
    return slider
  }

  @Test func theThumbSitsAtTheValueBetweenTheTwoTrackColours() {
    let at = pixels(of: slider(value: 0.5))
    // Thumb centre: 14 + (200 - 28) × 0.5 = 100.
    #expect(at(100, 15) == opaqueWhite)
    #expect(at(20, 15) == [255, 0, 0, 255])
    #expect(at(180, 15) == [0, 0, 255, 255])
    // The track is 4 points tall, centred: rows 14 to 16 are covered, rows 13 and 17 half.
    let red = UIKitTestSupport.count(0..<60, 0..<31) { x, y in at(x, y) == [255, 0, 0, 255] }
    #expect(red >= 3 * 46 && red <= 3 * 60)
    #expect(at(40, 11)[3] == 0 && at(40, 13)[3] > 100 && at(40, 13)[3] < 160)
    // The thumb's shadow darkens below it.
    #expect(at(100, 30)[3] > 0 && at(100, 30)[3] < 60)
  }

  /// A band a colour picker inserts below a slider's parts (`insertSublayer(_:at: 0)`) shows
  /// under the thumb, which UIKit's subviews draw above it; a layer added after the slider
  /// was made covers the thumb, as on iOS. The parts' layer follows the slider's size.
  @Test func aBandInsertedBelowThePartsLeavesTheThumbOnTop() {
    let picker = slider(value: 0.5)
    let band = CALayer()
    band.frame = picker.bounds
    band.backgroundColor = UIColor.orange.cgColor
    picker.layer.insertSublayer(band, at: 0)
    var at = pixels(of: picker)
    #expect(at(100, 15) == opaqueWhite)
    #expect(at(50, 2) == [255, 128, 0, 255])
    let cover = CALayer()
    cover.frame = CGRect(x: 90, y: 0, width: 20, height: 31)
    cover.backgroundColor = UIColor.black.cgColor
    picker.layer.addSublayer(cover)
    at = pixels(of: picker)
    #expect(at(100, 15) == [0, 0, 0, 255])
    picker.frame.size.width = 300
    at = pixels(of: picker)
    #expect(at(150, 15) == opaqueWhite)
  }

  /// Components rotate a slider made with no height (`Slider()`, then only its width set):
  /// UIKit builds the track and thumb from subviews, which its bounds do not cut off.
  @Test func aSliderWithNoHeightStillShowsItsTrackAndThumb() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    host.backgroundColor = .black
    let slider = UISlider()
    slider.minimumTrackTintColor = .red
    slider.bounds.size.width = 200
    slider.center = CGPoint(x: 100, y: 20)
    slider.value = 0.5
    host.addSubview(slider)
    let at = pixels(of: host)
    #expect(slider.bounds.height == 0)
    #expect(at(100, 20) == opaqueWhite)
    #expect(at(30, 20) == [255, 0, 0, 255])
  }

  @Test(arguments: [(Float(0), 14), (Float(1), 186)])
  func theThumbReachesEachEnd(value: Float, centre: Int) {
    let at = pixels(of: slider(value: value))
    #expect(at(centre, 15) == opaqueWhite)
    #expect(at(value == 0 ? 186 : 14, 15) != opaqueWhite)
  }

  @Test func defaultColoursAreTheTintAndALightGrey() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.value = 0.5
    #expect(slider.intrinsicContentSize.height == 31)
    let at = pixels(of: slider)
    #expect(at(40, 15) == [0, 122, 255, 255])
    #expect(at(160, 15)[3] > 40 && at(160, 15)[3] < 60)
  }

  @Test func aSubclassPlacesTheTrackAndThumb() {
    let slider = ThickTrackSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.value = 1
    let at = pixels(of: slider)
    // Track 10 points tall from x 10 to 190; thumb 20 points, centre 180.
    #expect(at(20, 11) == [255, 0, 0, 255] && at(20, 19) == [255, 0, 0, 255])
    #expect(at(5, 15)[3] == 0 && at(195, 15)[3] == 0)
    #expect(at(180, 15) == [0, 255, 0, 255])
    #expect(at(180, 4)[3] < 60)
  }

  @Test func imagesReplaceTheDrawnParts() throws {
    let slider = slider(value: 1)
    let red = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG))
    let blue = try #require(UIKitTestSupport.image(UIKitTestSupport.blueSquarePNG))
    slider.setThumbImage(red, for: .normal)
    slider.setMinimumTrackImage(blue, for: .normal)
    #expect(slider.currentThumbImage === red && slider.thumbImage(for: .normal) === red)
    #expect(slider.minimumTrackImage(for: .normal) === blue)
    let track = slider.trackRect(forBounds: slider.bounds)
    let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
    #expect(track.height == 8 && thumb == CGRect(x: 192, y: 11.5, width: 8, height: 8))
    let at = pixels(of: slider)
    // The 8-point track image is stretched from 0 to the thumb's centre, 196.
    #expect(at(50, 15) == [0, 0, 255, 255] && at(50, 12) == [0, 0, 255, 255])
    #expect(at(196, 15) == [255, 0, 0, 255])
  }

  @Test func valueImagesShortenTheTrack() {
    let slider = slider(value: 0)
    slider.minimumValueImage = UIKitTestSupport.image(UIKitTestSupport.blueSquarePNG)
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track == CGRect(x: 12, y: 13.5, width: 188, height: 4))
    let at = pixels(of: slider)
    #expect(at(4, 15) == [0, 0, 255, 255])
    #expect(at(26, 15) == opaqueWhite)
  }

  @Test func badValuesAreClampedOrIgnored() {
    let slider = slider(value: 0.25)
    slider.value = .nan
    #expect(slider.value == 0.25)
    slider.value = .infinity
    #expect(slider.value == 1)
    slider.value = -3
    #expect(slider.value == 0)
    slider.maximumValue = .nan
    slider.minimumValue = -.infinity
    #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
    slider.minimumValue = 5
    #expect(slider.maximumValue == 5 && slider.value == 5)
    // Equal bounds: the thumb sits at the start.
    #expect(pixels(of: slider)(14, 15) == opaqueWhite)
    slider.maximumValue = -2
    #expect(slider.minimumValue == -2 && slider.value == -2)
    slider.frame = CGRect(x: 0, y: 0, width: 10, height: 2)
    _ = pixels(of: slider)
  }
}
