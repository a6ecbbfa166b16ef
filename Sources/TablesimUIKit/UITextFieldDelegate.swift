import Foundation

/// UIKit's `UITextFieldDelegate`: every method is optional, with UIKit's
/// behaviour as the default (call them directly, not through `?`).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (default true).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (default true).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (called only when the form with a reason is not implemented).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended; the default calls `textFieldDidEndEditing(_:)`, as UIKit
    /// calls that one when this one is not implemented.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's change may be made: `range` (UTF-16 offsets) is replaced by `string` (default true).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The text or the caret changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may empty the field (default true).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The user pressed Return; true lets the field do what Return does (default true).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Default: true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Default: true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Default: `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Default: true.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Default: true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Default: true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// UIKit's `UIKeyboardType` (its raw values).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// Deprecated: `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// UIKit's `UIReturnKeyType` (its raw values).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// UIKit's `UIKeyboardAppearance` (its raw values).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// Deprecated: `.dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// UIKit's `UITextAutocapitalizationType` (its raw values).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// UIKit's `UITextAutocorrectionType` (its raw values).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// UIKit's `UITextSpellCheckingType` (its raw values).
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// UIKit's `UITextContentType`: what a field holds, for AutoFill (kept).
/// The raw values here are the constants' names, not UIKit's strings.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Names and addresses.
    public static let name = UITextContentType("name"), givenName = UITextContentType("givenName"),
        familyName = UITextContentType("familyName"), nickname = UITextContentType("nickname"),
        organizationName = UITextContentType("organizationName"), fullStreetAddress = UITextContentType("fullStreetAddress"),
        addressCity = UITextContentType("addressCity"), postalCode = UITextContentType("postalCode"),
        countryName = UITextContentType("countryName")
    /// Ways to reach someone.
    public static let telephoneNumber = UITextContentType("telephoneNumber"), emailAddress = UITextContentType("emailAddress"),
        URL = UITextContentType("URL")
    /// Accounts and payment.
    public static let username = UITextContentType("username"), password = UITextContentType("password"),
        newPassword = UITextContentType("newPassword"), oneTimeCode = UITextContentType("oneTimeCode"),
        creditCardNumber = UITextContentType("creditCardNumber")
}
