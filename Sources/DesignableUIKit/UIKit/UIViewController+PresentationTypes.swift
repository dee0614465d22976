import Foundation

/// How a controller is presented modally (`UIModalPresentationStyle`); stored only.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
  case popover
  case none = -1
  case automatic = -2
}

/// The animation of a modal presentation (`UIModalTransitionStyle`); stored only.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal, crossDissolve, partialCurl
}

/// The style of the status bar's content (`UIStatusBarStyle`); a render draws no status bar.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}
