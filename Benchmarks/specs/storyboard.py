#!/usr/bin/env python3
"""Writes a storyboard of N scenes, each a form as apps have them: a title label, a stack view of
four rows (a label and a text field each), a switch row and a button, pinned to the safe area and
the margins, on an iPhone 11 as Xcode 14 writes it.

    storyboard.py N > forms-N.storyboard
    storyboard.py N EXPLAINED.json > forms-N.storyboard

Without EXPLAINED.json each view's stored frame is a guess, so most views come out misplaced. With
the JSON `plumb explain forms-N.storyboard --format json` printed for the first, every view is
stored at the frame the layout gives it, as Xcode stores a storyboard after "Update Frames": the
common case, which draws no misplaced outlines.
"""
import json
import sys

solved_frames = {}


def rect(identifier, x, y, width, height):
    """The `<rect key="frame">` of view `identifier`: its solved frame when known, else the guess."""
    x, y, width, height = solved_frames.get(identifier, (x, y, width, height))
    return f'<rect key="frame" x="{x}" y="{y}" width="{width}" height="{height}"/>'


def scene(index):
    p = f"{index:03d}"

    def oid(kind, n=0):
        return f"{kind}{n}-{p[:2]}-{p[2]}x{index % 7}"

    rows = []
    for r in range(4):
        rows.append(f"""
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Rw', r)}">
                                        {rect(oid('Rw', r), 0.0, r * 42, 374, 34)}
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field {r + 1}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Lb', r)}">
                                                {rect(oid('Lb', r), 0.0, 0.0, 60, 34)}
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Tf', r)}">
                                                {rect(oid('Tf', r), 68, 0.0, 306, 34)}
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                <textInputTraits key="textInputTraits"/>
                                            </textField>
                                        </subviews>
                                    </stackView>""")
    return f"""
        <scene sceneID="{oid('Sc')}">
            <objects>
                <viewController storyboardIdentifier="Form{p}" id="{oid('Vc')}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{oid('Vw')}">
                        {rect(oid('Vw'), 0.0, 0.0, 414, 896)}
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Form {index}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Tt')}">
                                {rect(oid('Tt'), 20, 64, 100, 41)}
                                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('St')}">
                                {rect(oid('St'), 20, 125, 374, 160)}
                                <subviews>{''.join(rows)}
                                </subviews>
                            </stackView>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Sw')}">
                                {rect(oid('Sw'), 345, 305, 51, 31)}
                            </switch>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Bt')}">
                                {rect(oid('Bt'), 178, 356, 58, 30)}
                                <state key="normal" title="Submit"/>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{oid('Sa')}"/>
                        <constraints>
                            <constraint firstItem="{oid('Tt')}" firstAttribute="top" secondItem="{oid('Sa')}" secondAttribute="top" constant="16" id="{oid('Ca', 1)}"/>
                            <constraint firstItem="{oid('Tt')}" firstAttribute="leading" secondItem="{oid('Vw')}" secondAttribute="leadingMargin" id="{oid('Ca', 2)}"/>
                            <constraint firstItem="{oid('St')}" firstAttribute="top" secondItem="{oid('Tt')}" secondAttribute="bottom" constant="20" id="{oid('Ca', 3)}"/>
                            <constraint firstItem="{oid('St')}" firstAttribute="leading" secondItem="{oid('Vw')}" secondAttribute="leadingMargin" id="{oid('Ca', 4)}"/>
                            <constraint firstAttribute="trailingMargin" secondItem="{oid('St')}" secondAttribute="trailing" id="{oid('Ca', 5)}"/>
                            <constraint firstItem="{oid('Sw')}" firstAttribute="top" secondItem="{oid('St')}" secondAttribute="bottom" constant="20" id="{oid('Ca', 6)}"/>
                            <constraint firstAttribute="trailingMargin" secondItem="{oid('Sw')}" secondAttribute="trailing" id="{oid('Ca', 7)}"/>
                            <constraint firstItem="{oid('Bt')}" firstAttribute="top" secondItem="{oid('Sw')}" secondAttribute="bottom" constant="20" id="{oid('Ca', 8)}"/>
                            <constraint firstItem="{oid('Bt')}" firstAttribute="centerX" secondItem="{oid('Vw')}" secondAttribute="centerX" id="{oid('Ca', 9)}"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>"""


def storyboard(n):
    scenes = "".join(scene(i) for i in range(n))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>{scenes}
    </scenes>
</document>
"""


def read_solved_frames(path):
    """Every view's frame in its superview, by Interface Builder id, from `plumb explain`'s JSON."""
    document = json.load(open(path))
    return {identifier: tuple(view["frame"])
            for scene in document["scenes"] for identifier, view in scene["views"].items()}


if __name__ == "__main__":
    if len(sys.argv) > 2:
        solved_frames = read_solved_frames(sys.argv[2])
    sys.stdout.write(storyboard(int(sys.argv[1])))
