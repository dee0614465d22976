"""Checking a README's code blocks against this package: see Scripts/check-readme.py."""
