// Empty on purpose. Off Apple platforms this module only lets a component's
// `import CoreImage.CIFilterBuiltins` compile; the typed filters come from DesignableUIKit.
