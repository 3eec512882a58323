<?xml version="1.0" encoding="UTF-8"?>
<!-- An XSLT 1.0 stylesheet that XSLTC compiles to translet classes: keys, sorting, modes,
     templates with parameters and recursion, number formatting, string functions.
     One template per mode and no named template: XSLTC orders the templates of a mode by their
     identity hash codes, and the class files must not depend on them (see XsltcGuestTest). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="xml" indent="yes" encoding="UTF-8"/>
  <xsl:param name="currency" select="'EUR'"/>
  <xsl:key name="by-year" match="book" use="@year"/>
  <xsl:key name="by-author" match="book" use="author"/>

  <xsl:template match="/">
    <xsl:apply-templates select="library" mode="catalog"/>
  </xsl:template>

  <xsl:template match="library" mode="catalog">
    <catalog name="{@name}" shelves="{count(shelf)}" books="{count(//book)}">
      <xsl:apply-templates select="shelf" mode="shelf">
        <xsl:sort select="count(book)" data-type="number" order="descending"/>
        <xsl:sort select="@topic"/>
      </xsl:apply-templates>
      <summary>
        <xsl:apply-templates select="//book" mode="index">
          <xsl:sort select="@year" data-type="number"/>
          <xsl:sort select="title"/>
        </xsl:apply-templates>
        <same-year year="2005" titles="{count(key('by-year', '2005'))}"/>
        <by-author name="Lam"><xsl:value-of select="key('by-author', 'Lam')/@id"/></by-author>
        <total currency="{$currency}">
          <xsl:value-of select="format-number(sum(//book[price/@currency = $currency]/price), '#,##0.00')"/>
        </total>
        <pages average="{format-number(sum(//book/@pages) div count(//book), '0.0')}"
               max="{//book/@pages[not(. &lt; //book/@pages)]}"/>
        <countdown><xsl:apply-templates select="." mode="countdown"><xsl:with-param name="n" select="5"/></xsl:apply-templates></countdown>
        <factorial n="10"><xsl:apply-templates select="." mode="factorial"><xsl:with-param name="n" select="10"/></xsl:apply-templates></factorial>
      </summary>
    </catalog>
  </xsl:template>

  <xsl:template match="shelf" mode="shelf">
    <section topic="{translate(@topic, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}">
      <xsl:choose>
        <xsl:when test="book">
          <xsl:for-each select="book">
            <xsl:sort select="price" data-type="number"/>
            <entry n="{position()}" of="{last()}">
              <xsl:number value="position()" format="i"/>
              <xsl:text>. </xsl:text>
              <xsl:value-of select="normalize-space(title)"/>
              <xsl:text> by </xsl:text>
              <xsl:for-each select="author">
                <xsl:value-of select="."/>
                <xsl:if test="position() != last()"><xsl:text>, </xsl:text></xsl:if>
              </xsl:for-each>
              <xsl:if test="contains(title, ':')">
                <xsl:text> [</xsl:text><xsl:value-of select="substring-before(title, ':')"/><xsl:text>]</xsl:text>
              </xsl:if>
            </entry>
          </xsl:for-each>
        </xsl:when>
        <xsl:otherwise><xsl:comment> no books on this shelf </xsl:comment></xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>

  <xsl:template match="book" mode="index">
    <ref id="{@id}" year="{@year}" initials="{substring(title, 1, 3)}" length="{string-length(title)}"/>
  </xsl:template>

  <xsl:template match="*" mode="countdown">
    <xsl:param name="n"/>
    <xsl:if test="$n &gt; 0">
      <xsl:value-of select="$n"/><xsl:text> </xsl:text>
      <xsl:apply-templates select="." mode="countdown"><xsl:with-param name="n" select="$n - 1"/></xsl:apply-templates>
    </xsl:if>
  </xsl:template>

  <xsl:template match="*" mode="factorial">
    <xsl:param name="n"/>
    <xsl:param name="acc" select="1"/>
    <xsl:choose>
      <xsl:when test="$n &lt;= 1"><xsl:value-of select="$acc"/></xsl:when>
      <xsl:otherwise>
        <xsl:apply-templates select="." mode="factorial">
          <xsl:with-param name="n" select="$n - 1"/>
          <xsl:with-param name="acc" select="$acc * $n"/>
        </xsl:apply-templates>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
