import Components
import Foundation

/// The system colours older iOS documents (`cocoaTouchSystemColor`) and AppKit documents
/// (`catalog="System"`) name, with their light-appearance values in sRGB.
///
/// AppKit's catalog colours depend on the appearance and accent colour; the values here are
/// those of macOS's default light appearance, rounded to 8 bits, which is what a snapshot
/// of a light window shows.
enum SystemColorTable {
  private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
    Color(red: CGFloat(r / 255), green: CGFloat(g / 255), blue: CGFloat(b / 255), alpha: CGFloat(a))
  }

  private static func white(_ w: Double, _ a: Double = 1) -> Color {
    Color(white: CGFloat(w), alpha: CGFloat(a))
  }

  /// `UIColor`'s pre-iOS 13 class colours.
  static let cocoaTouch: [String: Color] = [
    "darkTextColor": white(0),
    "lightTextColor": white(1, 0.6),
    "groupTableViewBackgroundColor": rgb(239, 239, 244),
    "tableCellGroupedBackgroundColor": white(1),
    "viewFlipsideBackgroundColor": rgb(31, 33, 36),
    "scrollViewTexturedBackgroundColor": rgb(111, 113, 121),
    "underPageBackgroundColor": rgb(181, 183, 191),
  ]

  /// `NSColor`'s catalog colours in the light appearance.
  static let appKit: [String: Color] = [
    "labelColor": white(0, 0.85),
    "secondaryLabelColor": white(0, 0.5),
    "tertiaryLabelColor": white(0, 0.26),
    "quaternaryLabelColor": white(0, 0.1),
    "textColor": white(0),
    "textBackgroundColor": white(1),
    "controlColor": white(1),
    "controlBackgroundColor": white(1),
    "controlTextColor": white(0, 0.85),
    "disabledControlTextColor": white(0, 0.25),
    "selectedControlTextColor": white(0, 0.85),
    "alternateSelectedControlTextColor": white(1),
    "selectedTextColor": white(0),
    "selectedTextBackgroundColor": rgb(179, 215, 255),
    "windowBackgroundColor": rgb(236, 236, 236),
    "windowFrameTextColor": white(0, 0.85),
    "underPageBackgroundColor": rgb(150, 150, 150, 0.9),
    "gridColor": rgb(230, 230, 230),
    "separatorColor": white(0, 0.1),
    "headerTextColor": white(0, 0.85),
    "keyboardFocusIndicatorColor": rgb(0, 103, 244, 0.5),
    "linkColor": rgb(0, 104, 218),
    "scrubberTexturedBackgroundColor": white(1),
    "findHighlightColor": rgb(255, 255, 0),
    "placeholderTextColor": white(0, 0.25),
    "unemphasizedSelectedContentBackgroundColor": rgb(220, 220, 220),
    "selectedContentBackgroundColor": rgb(0, 99, 225),
  ]
}
