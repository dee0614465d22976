// Empty on purpose. The Testing library brings in this module wherever a file imports both
// it and Apple's Core Graphics; off Apple platforms, where the package's CoreGraphics module
// stands in for Core Graphics, there is nothing for it to add, but it must exist for such a
// file to compile.
