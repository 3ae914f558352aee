#!/usr/bin/env python3
"""Writes a storyboard of N scenes, each a form as apps have them: a title label, a stack view of
four rows (a label and a text field each), a switch row and a button, pinned to the safe area and
the margins, on an iPhone 11 as Xcode 14 writes it. Usage: storyboard.py N > forms-N.storyboard
"""
import sys


def scene(index):
    p = f"{index:03d}"

    def oid(kind, n=0):
        return f"{kind}{n}-{p[:2]}-{p[2]}x{index % 7}"

    rows = []
    for r in range(4):
        rows.append(f"""
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Rw', r)}">
                                        <rect key="frame" x="0.0" y="{r * 42}" width="374" height="34"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field {r + 1}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Lb', r)}">
                                                <rect key="frame" x="0.0" y="0.0" width="60" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Tf', r)}">
                                                <rect key="frame" x="68" y="0.0" width="306" height="34"/>
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
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Form {index}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Tt')}">
                                <rect key="frame" x="20" y="64" width="100" height="41"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('St')}">
                                <rect key="frame" x="20" y="125" width="374" height="160"/>
                                <subviews>{''.join(rows)}
                                </subviews>
                            </stackView>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Sw')}">
                                <rect key="frame" x="345" y="305" width="51" height="31"/>
                            </switch>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{oid('Bt')}">
                                <rect key="frame" x="178" y="356" width="58" height="30"/>
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


if __name__ == "__main__":
    sys.stdout.write(storyboard(int(sys.argv[1])))
